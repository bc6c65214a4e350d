import { PaymentStep } from '@/features/payments/components/payment-step';
import { PlanPaymentProvider } from '@/features/plans/plan-payment';
import StartupPackage from '@/features/plans/pages/startup-package-page';

/** /startup-package with the payments feature's card chooser, so signed-in members subscribe in place. */
export default function StartupPackagePage() {
  return (
    <PlanPaymentProvider value={PaymentStep}>
      <StartupPackage />
    </PlanPaymentProvider>
  );
}
