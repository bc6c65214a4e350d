// The health module's public surface: what the app starts. Nothing else imports this module.
export { healthRoutes } from './health.routes';
