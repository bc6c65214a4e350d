// The contact module's public surface: what the app starts. Nothing else imports this module.
export { contactRoutes } from './contact.routes';
