// The admin module's public surface: what the app starts. Nothing else imports this module.
export { adminRoutes } from './admin.routes';
