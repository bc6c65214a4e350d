import { usePaymentConfigQuery } from '../api';

/**
 * Shown on every page when the api runs the built-in test gateway in production (chosen explicitly
 * with PAYMENT_PROVIDER=builtin): payments there move no real money.
 */
export function TestModeBanner() {
  const { data } = usePaymentConfigQuery();
  if (!data?.testMode) return null;
  return (
    <div role="note" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
      Test mode: payments use the built-in test gateway and no real money is taken.
    </div>
  );
}
