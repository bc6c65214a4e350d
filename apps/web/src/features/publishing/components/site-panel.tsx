import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { Activity, History, Users } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { TabList } from '@/components/ui/tab-list';
import { getErrorMessage } from '@/lib/api';
import { useSiteQuery } from '../api';
import { STATUS_POLL_MS, isSettled } from '../publish-rules';
import { SiteStatus } from './site-status';
import { SiteVersions } from './site-versions';
import { WaitlistPanel } from './waitlist-panel';
import { LoadFailed } from './load-failed';

const TABS = [
  { value: 'status', label: 'Status', icon: Activity },
  { value: 'versions', label: 'Versions', icon: History },
  { value: 'waitlist', label: 'Waitlist', icon: Users },
] as const;

/** A published (or publishing) site: its steps, polled until live or failed; its versions; its waitlist. */
export function SitePanel({ siteId }: { siteId: string }) {
  const [tab, setTab] = useState<string>('status');
  const [settled, setSettled] = useState(false);
  const { data, error, refetch } = useSiteQuery(siteId, {
    pollingInterval: settled ? 0 : STATUS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const nowSettled = data ? isSettled(data.site.status) : false;
  if (nowSettled !== settled) setSettled(nowSettled);

  if (error && !data) {
    return (
      <LoadFailed title="We could not load the site" onRetry={() => void refetch()}>
        {getErrorMessage(error)}
      </LoadFailed>
    );
  }
  if (!data) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading the site…</span>
        <Skeleton className="h-8 w-2/3" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  }
  // The versions and the waitlist exist once the page is live; until then the steps are all there is.
  if (data.site.status !== 'live') return <SiteStatus detail={data} />;
  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <TabList label="Your published site" tabs={TABS} />
      <Tabs.Content value="status" className="pt-5 focus:outline-none">
        <SiteStatus detail={data} />
      </Tabs.Content>
      <Tabs.Content value="versions" className="pt-5 focus:outline-none">
        <SiteVersions site={data.site} />
      </Tabs.Content>
      <Tabs.Content value="waitlist" className="pt-5 focus:outline-none">
        <WaitlistPanel site={data.site} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
