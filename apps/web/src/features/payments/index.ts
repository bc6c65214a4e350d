/*
 * What other features may use of payments: the checkout call and the card step with the bank's check, for the
 * cart page. Importing this entry loads the payments api and the card step, so import it from lazy pages only
 * (issue 23: the home page's budget); nothing here is a page.
 */
export { useCheckoutMutation } from './api';
export { PaymentStep } from './components/payment-step';
export { usePaymentAuthentication } from './use-payment-authentication';
