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
 * Features do not import each other: the app provides the payment form (app/pages/startup-package-page)
 * and the plan checkout renders it. Without one, "Choose" links on as before.
 */
export const PlanPaymentProvider = PlanPaymentContext.Provider;
export const usePlanPaymentForm = () => useContext(PlanPaymentContext);
