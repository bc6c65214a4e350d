// The tools module's public surface: what the app starts. Nothing else imports this module.
export { legalRoutes } from './legal.routes';
export { toolsRoutes } from './tools.routes';
export { toolsWorkspaceRoutes } from './tools.workspace.routes';
