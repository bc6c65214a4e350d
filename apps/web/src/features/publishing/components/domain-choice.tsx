import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Tabs } from 'radix-ui';
import { Globe, Search, ShoppingCart, UploadCloud } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { TabList } from '@/components/ui/tab-list';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { usePublishMutation } from '../api';
import { forgetPendingPublish, keepPendingPublish, readPendingPublish } from '../pending-publish';
import { needsRecords } from '../publish-rules';
import { usePublishingSlots, type TOwnedDomain } from '../slots';
import { LoadFailed } from './load-failed';

const TABS = [
  { value: 'owned', label: 'Your domains', icon: Globe },
  { value: 'buy', label: 'Buy a domain', icon: ShoppingCart },
] as const;

/** Back from buying one for this page: the domain registered since then is the one meant. */
function boughtForThisPage(domains: readonly TOwnedDomain[], ideaId: string): string | null {
  const pending = readPendingPublish();
  if (!pending || pending.ideaId !== ideaId) return null;
  const since = new Date(pending.savedAt).toISOString();
  const bought = domains
    .filter((domain) => domain.registeredAt !== null && domain.registeredAt >= since)
    .sort((a, b) => (b.registeredAt ?? '').localeCompare(a.registeredAt ?? ''));
  return bought[0]?.id ?? null;
}

function OwnedDomains({ ideaId, onBuy }: { ideaId: string; onBuy: () => void }) {
  const { useOwnedDomains } = usePublishingSlots();
  const [search, setSearch] = useState('');
  const { domains, error, hasMore, refetch } = useOwnedDomains(search);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [publish, { isLoading }] = usePublishMutation();
  const searchId = useId();
  const selected = chosen ?? (domains ? boughtForThisPage(domains, ideaId) : null);

  const submit = async () => {
    if (!selected) return;
    setFailure(null);
    try {
      const detail = await publish({ ideaId, domainId: selected }).unwrap();
      forgetPendingPublish();
      void notify.success(`Publishing on ${detail.site.domain}…`);
    } catch (error) {
      // Nameservers elsewhere: the site waits for DNS and the status panel lists the records to add.
      if (needsRecords(error)) {
        forgetPendingPublish();
        return;
      }
      setFailure(getErrorMessage(error));
    }
  };

  if (error) {
    return (
      <LoadFailed title="We could not load your domains" onRetry={refetch}>
        {error}
      </LoadFailed>
    );
  }
  if (!domains) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading your domains…</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  }
  if (domains.length === 0 && !search) {
    return (
      <EmptyState
        icon={<Globe aria-hidden="true" />}
        title="You have no domains yet"
        action={
          <Button onClick={onBuy}>
            <Search aria-hidden="true" />
            Find a domain
          </Button>
        }
      >
        Buy one here: after checkout you come straight back to publish on it.
      </EmptyState>
    );
  }
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {(hasMore || search) && (
        <div className="space-y-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-ink-800">
            Find one of your domains
          </label>
          <Input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
      )}
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-ink-800">Choose the domain to publish on</legend>
        {domains.length === 0 ? (
          <p className="text-sm text-ink-600">None of your domains matches “{search}”.</p>
        ) : (
          <ul className="max-h-64 space-y-2 overflow-y-auto">
            {domains.map((domain) => (
              <li key={domain.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-ink-100 px-4 py-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 hover:border-ink-200">
                  <input
                    type="radio"
                    name="publish-domain"
                    value={domain.id}
                    checked={selected === domain.id}
                    onChange={() => setChosen(domain.id)}
                    className="size-4 accent-brand-600"
                  />
                  <span className="font-medium break-all text-ink-900">{domain.name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {failure && <Alert tone="error" title={failure} />}
      <p className="text-sm text-ink-600">
        We add the records to the domain’s zone (you will see them in DNS management), get an HTTPS certificate for it
        and its www address, and serve your landing page there.
      </p>
      <div className="flex justify-end">
        <Button type="submit" loading={isLoading} disabled={!selected}>
          <UploadCloud aria-hidden="true" />
          Publish
        </Button>
      </div>
    </form>
  );
}

function BuyDomain({ ideaId, query }: { ideaId: string; query: string }) {
  const { DomainSearch } = usePublishingSlots();
  const [draft, setDraft] = useState(query);
  const [searched, setSearched] = useState(query.trim());
  const fieldId = useId();
  // Kept now: the "Checkout" link of a result leaves this page, and checkout should bring the founder back.
  const { pathname } = useLocation();
  useEffect(() => {
    keepPendingPublish(ideaId, pathname);
  }, [ideaId, pathname]);

  return (
    <div className="space-y-4">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(draft.trim());
        }}
      >
        <label htmlFor={fieldId} className="sr-only">
          Search for a domain
        </label>
        <Input id={fieldId} type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      <p className="text-sm text-ink-600">
        Add a domain to your cart and check out as usual: you come back here afterwards to publish on it.
      </p>
      {searched && DomainSearch ? <DomainSearch query={searched} /> : null}
    </div>
  );
}

/** Issue 24 §1: one of the founder's domains, or a new one bought in the same flow. */
export function DomainChoice({ ideaId, query }: { ideaId: string; query: string }) {
  const [tab, setTab] = useState<string>('owned');
  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <TabList label="Where to publish" tabs={TABS} />
      <Tabs.Content value="owned" className="pt-5 focus:outline-none">
        <OwnedDomains ideaId={ideaId} onBuy={() => setTab('buy')} />
      </Tabs.Content>
      <Tabs.Content value="buy" className="pt-5 focus:outline-none">
        <BuyDomain ideaId={ideaId} query={query} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
