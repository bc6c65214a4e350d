import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Building2, Calculator, MapPin, PackageSearch, Stamp } from 'lucide-react';
import type { TServicePageType } from '@launchpad/shared/domain/catalog';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths, type TServiceDialog } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { useGetServicePageQuery } from '../api';
import { servicePageArgs, usePlaceSelection } from '../use-place-selection';
import { PlaceFields } from './place-fields';
import { ProductOffer } from './product-offer';

type TDialogConfig = {
  pageType: TServicePageType;
  title: string;
  description: string;
  icon: ReactNode;
  /** SPEC §5: company formation needs a country, and a state in the US. */
  formation: boolean;
  countryLabel: string;
  countryHint?: string;
};

const dialogs: Record<TServiceDialog, TDialogConfig> = {
  companyFormation: {
    pageType: 'company-formation',
    title: 'Company formation',
    description: 'Choose where to incorporate. In the United States, choose the state too: fees differ by state.',
    icon: <Building2 aria-hidden="true" />,
    formation: true,
    countryLabel: 'Country',
  },
  tradeMark: {
    pageType: 'trade-mark',
    title: 'Trade marks',
    description: 'Protect your name and logo where you trade. Extra classes are add-ons on each filing.',
    icon: <Stamp aria-hidden="true" />,
    formation: false,
    countryLabel: 'Where do you trade?',
    countryHint: 'Shows the filings that protect you there, including EU-wide ones.',
  },
  bookkeeping: {
    pageType: 'bookkeeping-accounting',
    title: 'Bookkeeping & accounting',
    description: 'Monthly bookkeeping, annual accounts and tax returns, done for you.',
    icon: <Calculator aria-hidden="true" />,
    formation: false,
    countryLabel: 'Where is your company?',
  },
};

/** What a dialog's products query needs from its config (the server asks the same: src/entry-server.tsx). */
export const dialogServicePage = (kind: TServiceDialog) => ({
  pageType: dialogs[kind].pageType,
  formation: dialogs[kind].formation,
});

/**
 * A service dialog over the services page (SPEC §2): its address is the selection, closing it goes
 * back to /services, and Radix keeps focus inside and returns it to the link that opened it.
 */
export function ServiceDialog({ kind }: { kind: TServiceDialog }) {
  const config = dialogs[kind];
  const navigate = useNavigate();
  // The link that opened the dialog: the dialog has no Radix trigger (it opens by address), so
  // focus is handed back to it by hand when the dialog closes.
  const [opener] = useState(() =>
    typeof document !== 'undefined' &&
    document.activeElement instanceof HTMLElement &&
    document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  const selection = usePlaceSelection(kind, { withStates: config.formation });
  const { country, state, asksState, problem } = selection;

  const waitingForCountry = config.formation && !country;
  const waitingForState = asksState && !state;
  // The same arguments the server's render asks with (src/entry-server.tsx), so a deep link starts from its data.
  const args = servicePageArgs(config.pageType, config, selection);
  // currentData: the answer for this selection only, never the previous country's products.
  const { currentData, error, isFetching, refetch } = useGetServicePageQuery(args ?? skipToken);
  const products = currentData?.products ?? null;

  const place = [state?.name, country?.name].filter(Boolean).join(', ');

  let body: ReactNode;
  if (problem) {
    body = <Alert tone="error">{problem}</Alert>;
  } else if (waitingForCountry) {
    body = (
      <EmptyState icon={<MapPin aria-hidden="true" />} title="Choose a country to see formation packages">
        We form companies in 24 European countries, Hong Kong and every US state.
      </EmptyState>
    );
  } else if (waitingForState) {
    body = (
      <EmptyState icon={<MapPin aria-hidden="true" />} title="Choose a state to see formation packages">
        An LLC or a C-Corp can be formed in any of the 50 states or D.C., wherever you live.
      </EmptyState>
    );
  } else if (error && !isFetching) {
    body = (
      <Alert
        tone="error"
        action={
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        }
      >
        {getErrorMessage(error)}
      </Alert>
    );
  } else if (!products) {
    body = (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading packages…</span>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-32 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (products.length === 0) {
    body = (
      <EmptyState icon={<PackageSearch aria-hidden="true" />} title="Nothing here yet">
        We have no {config.title.toLowerCase()} services {place ? `for ${place}` : ''} at the moment.
      </EmptyState>
    );
  } else {
    body = (
      <ul className="space-y-3" aria-label={place ? `${config.title}: ${place}` : config.title}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductOffer product={product} layout="row" showPlace={!config.formation} showFeatures />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && void navigate(paths.services, { preventScrollReset: true })}>
      <DialogContent
        inline
        className="max-h-[calc(100dvh-2rem)] max-w-3xl! overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener?.isConnected) opener.focus();
        }}
      >
        <div className="flex items-start gap-4">
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 sm:flex [&_svg]:size-5">
            {config.icon}
          </span>
          <div className="min-w-0">
            <DialogTitle className="text-xl">{config.title}</DialogTitle>
            <DialogDescription className="mt-1">{config.description}</DialogDescription>
          </div>
        </div>
        <div className="mt-6">
          <PlaceFields
            selection={selection}
            countryRequired={config.formation}
            countryLabel={config.countryLabel}
            countryHint={config.countryHint}
          />
        </div>
        <div className="mt-6" aria-live="polite" aria-busy={isFetching}>
          {body}
        </div>
      </DialogContent>
    </Dialog>
  );
}
