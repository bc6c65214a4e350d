// The media module's public surface: what the app starts. Nothing else imports this module.
export { mediaRoutes } from './media.routes';
