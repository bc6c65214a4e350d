import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TPlan } from '@launchpad/shared';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/api';
import { useAppSelector } from '@/app/hooks';
import { useGetStartupPackagesQuery } from '../api';
import { BillingToggle } from '../components/billing-toggle';
import { PlanCard } from '../components/plan-card';
import { usePlanPaymentForm } from '../plan-payment';
import {
  bestYearlySavingPercent,
  isPlanFeature,
  listNames,
  type TPlanBilling,
  type TPlanFeature,
} from '../plan-billing';

// Only a signed-in member buys here: its code (coupons, cards, payment) loads for them alone, not with the page.
const PlanCheckoutDialog = lazy(() =>
  import('../components/plan-checkout-dialog').then((module) => ({ default: module.PlanCheckoutDialog })),
);

type TReason = { title: string; body: (plans: string, verb: string) => string; unlocks: string };

const reasons: Record<TPlanFeature, TReason> = {
  tools: {
    title: 'Business tools need a plan with Tools',
    body: (plans, verb) =>
      `The page you opened is one of the business tools: business plan, organisation chart, legal agreements, SEO audit and more. ${plans} ${verb} every tool.`,
    unlocks: 'Unlocks the business tools',
  },
  build_startup_ai: {
    title: 'The AI builder needs a plan with the AI startup builder',
    body: (plans, verb) =>
      `Building your idea into a lean canvas, brand wheel, pitch, investors and more comes with the AI startup builder. ${plans} ${verb} it.`,
    unlocks: 'Unlocks the AI startup builder',
  },
};

/**
 * Where "Choose" goes. Plans are paid at checkout, which arrives with the cart (issue 5); the cart
 * holds products, packs and domains but has no plan line, so a visitor starts by creating an
 * account (the plan travels in the address) and a signed-in member goes to their subscription.
 */
function chooseHref(slug: string, billing: TPlanBilling, signedIn: boolean): string {
  if (signedIn) return paths.accountSubscription;
  return `${paths.signup}?${new URLSearchParams({ plan: slug, billing }).toString()}`;
}

/** /startup-package: the startup plans compared (SPEC §2), and why a gated page sent the visitor here. */
export default function StartupPackagePage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const feature = isPlanFeature(type) ? type : null;
  const [billing, setBilling] = useState<TPlanBilling>('month');
  const { data: plans, error } = useGetStartupPackagesQuery();
  const user = useAppSelector((state) => (state.auth.accessToken ? state.auth.user : null));
  const PaymentForm = usePlanPaymentForm();
  const [buying, setBuying] = useState<TPlan | null>(null);
  const canBuyHere = Boolean(user && PaymentForm);

  const unlocking = feature && plans ? plans.filter((plan) => plan[feature]) : [];
  const reason = feature ? reasons[feature] : null;

  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(60%_70%_at_50%_0%,var(--color-brand-50),transparent_75%)]"
      />
      <div className="container-page py-14 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-brand-700">Plans</p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-ink-950 sm:text-5xl">
            Startup Package
          </h1>
          <p className="mt-5 text-lg text-pretty text-ink-600">
            Member prices on formation, the business tools and the AI startup builder. Start monthly, switch to yearly
            and save.
          </p>
        </div>

        {reason && (
          <Alert tone="info" title={reason.title} className="mx-auto mt-10 max-w-3xl">
            {unlocking.length > 0
              ? reason.body(
                  listNames(unlocking.map((plan) => plan.name)),
                  unlocking.length === 1 ? 'includes' : 'include',
                )
              : reason.body('The highlighted plans', 'include')}
          </Alert>
        )}

        <div className="mt-10 flex justify-center">
          <BillingToggle
            value={billing}
            onChange={setBilling}
            savingPercent={plans ? bestYearlySavingPercent(plans) : 0}
          />
        </div>

        {error ? (
          <Alert tone="error" title="The plans could not be loaded" className="mx-auto mt-10 max-w-3xl">
            {getErrorMessage(error)}
          </Alert>
        ) : !plans ? (
          <div role="status" className="mt-10 grid gap-6 lg:grid-cols-3">
            <span className="sr-only">Loading plans…</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-[36rem] rounded-3xl" />
            ))}
          </div>
        ) : (
          <ul className="mt-10 grid items-stretch gap-6 lg:grid-cols-3">
            {plans.map((plan) => (
              // On a phone the plans that unlock what the visitor came for come first.
              <li key={plan.id} className={cn(feature && plan[feature] && 'order-first lg:order-none')}>
                <PlanCard
                  plan={plan}
                  billing={billing}
                  unlocks={reason && feature && plan[feature] ? reason.unlocks : null}
                  current={user?.planType?.name === plan.name}
                  chooseHref={chooseHref(plan.slug, billing, Boolean(user))}
                  onChoose={canBuyHere ? () => setBuying(plan) : undefined}
                />
              </li>
            ))}
          </ul>
        )}

        {PaymentForm && canBuyHere && (
          <Suspense fallback={null}>
            <PlanCheckoutDialog
              plan={buying}
              billing={billing}
              onBillingChange={setBilling}
              onClose={() => setBuying(null)}
              PaymentForm={PaymentForm}
            />
          </Suspense>
        )}

        <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-pretty text-ink-500">
          {user
            ? 'Choose a plan to subscribe with a saved or new card; your subscription page shows when it renews.'
            : 'Choosing a plan starts by creating your free account, then you subscribe from here.'}{' '}
          Prices exclude VAT. Cancel at any time.
        </p>
      </div>
    </div>
  );
}
