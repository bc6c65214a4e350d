import { useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { Link2, TicketPercent, Wallet } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { TabList } from '@/components/ui/tab-list';
import { INFLUENCER_TABS, isInfluencerTab, type TInfluencerTab } from './tab-names';

/** SPEC §2: a skeleton while a tab's code downloads. */
function TabSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-40 rounded-2xl" />
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}

const CouponsTab = lazyWithTimeout(() => import('./coupons-tab'), undefined, <TabSkeleton />);
const LinksTab = lazyWithTimeout(() => import('./links-tab'), undefined, <TabSkeleton />);
const PaymentsTab = lazyWithTimeout(() => import('./payments-tab'), undefined, <TabSkeleton />);

const ICONS = { coupons: TicketPercent, links: Link2, payments: Wallet } as const;
const TABS = INFLUENCER_TABS.map((entry) => ({ ...entry, icon: ICONS[entry.value] }));

/** Coupons / Links / Payments for an approved influencer; the open tab is in ?tab=. */
export function InfluencerTabs() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TInfluencerTab = isInfluencerTab(requested) ? requested : 'coupons';

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (value === 'coupons') next.delete('tab');
            else next.set('tab', value);
            return next;
          },
          { replace: true },
        )
      }
      className="mt-8"
    >
      <TabList label="Connect & Earn" tabs={TABS} />
      <Tabs.Content value="coupons" className="pt-6 focus:outline-none">
        <CouponsTab />
      </Tabs.Content>
      <Tabs.Content value="links" className="pt-6 focus:outline-none">
        <LinksTab />
      </Tabs.Content>
      <Tabs.Content value="payments" className="pt-6 focus:outline-none">
        <PaymentsTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
