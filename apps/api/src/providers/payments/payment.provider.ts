/** The payment processor behind saved cards and (issue 5) charges and subscriptions. */
export type TPaymentProvider = {
  name: 'builtin' | 'stripe';
};
