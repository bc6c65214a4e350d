import { createContext, useContext, type ComponentType } from 'react';

/** What the plan checkout needs from the payments feature: its card chooser with the Pay button. */
export type TPlanPaymentForm = ComponentType<{
  amountLabel: string;
  pending: boolean;
  failure: string | null;
  onPay: (cardId: string) => void;
  disabled?: boolean;
}>;

const PlanPaymentContext = createContext<TPlanPaymentForm | null>(null);

/**
 * The app provides the payment form (app/pages/startup-package-page), loaded only when a signed-in member
 * opens the plan checkout, which renders it. Without one, "Choose" links on as before.
 */
export const PlanPaymentProvider = PlanPaymentContext.Provider;
export const usePlanPaymentForm = () => useContext(PlanPaymentContext);
