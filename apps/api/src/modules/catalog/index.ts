// The catalog module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { productPagePath, toService, type TProductRow } from './catalog-mappers.service';
export { productPageMeta, type TMetaSource } from './catalog-page-meta.service';
export {
  archiveProduct,
  deleteProductRow,
  insertProduct,
  replaceAddOns,
  updateProductRow,
  upsertProductsBySlug,
} from './catalog-products.store';
export {
  appliesToPlace,
  findProductRow,
  isPublic,
  productPageState,
  requireProductRow,
  totalPrice,
} from './catalog.store';
export { getProductDetail, listGroups, listProductsForAdmin } from './catalog.service';
export { getPlanByName } from './plans.service';
export { listQuotations } from './quotations.service';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { catalogRoutes } from './catalog.routes';
export { plansRoutes } from './plans.routes';
export { quotationsRoutes } from './quotations.routes';
