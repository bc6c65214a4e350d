// Stripe is reached through the official SDK (stripe.sdk.ts); this module keeps the one constant
// other modules import from here.
export { STRIPE_DEFAULT_URL } from './stripe.sdk';
