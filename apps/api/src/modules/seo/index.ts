// The seo module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { deleteProductPageMeta, upsertProductPageMeta } from './seo-page-meta.store';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { renderDefaultPageHtml, renderNotFoundPageHtml, renderPageHtml } from './seo-html.service';
export { pageStatus } from './seo-page-status.store';
export { seoRoutes } from './seo.routes';
