// The cart module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { cartDraft, cartRenews } from './cart-checkout.service';
export { priceClientCart } from './cart-merge.service';
export { clearCartInTransaction, loadPricedCart } from './cart.service';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { cartRoutes } from './cart.routes';
