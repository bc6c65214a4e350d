// The coupons module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export {
  evaluateCoupon,
  holdCouponUse,
  planBeingBought,
  redeemCouponForOrder,
  type TCouponDeps,
} from './coupons.service';
export { insertCoupon } from './coupons.store';
