import { lazy } from 'react';
import { PlanPaymentProvider } from '@/features/plans/plan-payment';
import StartupPackage from '@/features/plans/pages/startup-package-page';

// The card chooser shows only in a signed-in member's checkout dialog, so it loads when that opens.
const PaymentStep = lazy(() =>
  import('@/features/payments/components/payment-step').then((module) => ({ default: module.PaymentStep })),
);

/** /startup-package with the payments feature's card chooser, so signed-in members subscribe in place. */
export default function StartupPackagePage() {
  return (
    <PlanPaymentProvider value={PaymentStep}>
      <StartupPackage />
    </PlanPaymentProvider>
  );
}
