// The content module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { CONTENT_DETAIL_PAGES, contentPageMeta } from './content-page-meta.store';
export { findPublishedItem } from './content.service';
export { wasDeleted } from './content-tombstones.store';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { contentAdminRoutes } from './content.admin.routes';
export { contentRoutes } from './content.routes';
