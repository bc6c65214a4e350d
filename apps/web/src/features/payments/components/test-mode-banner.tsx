import { useEffect, useState } from 'react';

/** paymentEndpoints.config's path; written out so that every page's first load stays free of the api contracts. */
const CONFIG_URL = '/api/payment/config';

/**
 * Shown on every page when the api runs the built-in test gateway in production (chosen explicitly
 * with PAYMENT_PROVIDER=builtin): payments there move no real money.
 */
export function TestModeBanner() {
  const [testMode, setTestMode] = useState(false);
  useEffect(() => {
    let live = true;
    fetch(CONFIG_URL)
      .then((response) => (response.ok ? (response.json() as Promise<{ data?: { testMode?: boolean } }>) : null))
      .then((body) => live && setTestMode(body?.data?.testMode === true))
      .catch(() => live && setTestMode(false));
    return () => {
      live = false;
    };
  }, []);
  if (!testMode) return null;
  return (
    <div role="note" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
      Test mode: payments use the built-in test gateway and no real money is taken.
    </div>
  );
}
