// The seo module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { deleteProductPageMeta, upsertProductPageMeta } from './seo-page-meta.store';
