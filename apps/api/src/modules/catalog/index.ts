// The catalog module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { productPagePath, toService, type TProductRow } from './catalog.mappers';
export { deleteProductPageMeta, productPageMeta, upsertProductPageMeta } from './catalog.page-meta';
export {
  appliesToPlace,
  findProductRow,
  isPublic,
  productPageState,
  requireProductRow,
  totalPrice,
} from './catalog.queries';
export { getProductDetail, listGroups, listProductsForAdmin } from './catalog.service';
export { listQuotations } from './quotations.service';
