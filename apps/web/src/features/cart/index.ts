/*
 * What other features may use of the cart. Only modules without top-level effects belong here: whatever
 * this file re-exports is loaded with every page that imports it (issue 23: the home page's budget). The
 * provider and the cart page are composed by the app (app/routes).
 */
export { useCart, type TCart, type TDomainCartLine, type TNewCartLine } from './cart-context';
