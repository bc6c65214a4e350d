import { Link } from 'react-router';
import { ArrowRight, Briefcase, Building2, Calculator, Globe, MapPin, Stamp, type LucideIcon } from 'lucide-react';
import type { TSectionBlock, TSectionItem } from '@launchpad/shared/contracts/catalog';
import { formatPounds } from '@launchpad/shared/domain/money';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useGetHomeSectionsQuery } from '../api';

/*
 * The home page's catalogue content (sectionData 'home'): loaded lazily, below the fold, so neither
 * this code nor its request weighs on the first load.
 */

const icons: Record<string, LucideIcon> = {
  company_formation: Building2,
  trade_mark: Stamp,
  bookkeeping: Calculator,
  domain_service: Globe,
  other: Briefcase,
};

/** When the catalogue cannot be reached: the categories still lead somewhere, without prices. */
const fallbackCategories: TSectionItem[] = [
  ['company_formation', 'Company formation', paths.serviceDialog('companyFormation')],
  ['trade_mark', 'Trade marks', paths.serviceDialog('tradeMark')],
  ['bookkeeping', 'Bookkeeping and accounting', paths.serviceDialog('bookkeeping')],
  ['domain_service', 'Domain services', `${paths.services}#domain_service`],
  ['other', 'Other services', `${paths.services}#other`],
].map(([key = '', title = '', href = '']) => ({
  key,
  title,
  href,
  subtitle: null,
  pricePence: null,
  priceNote: null,
  countryCode: null,
  stateCode: null,
  productId: null,
}));

const blockOf = (blocks: TSectionBlock[] | undefined, key: string) => blocks?.find((block) => block.key === key);
const categoryHref = (item: TSectionItem) =>
  item.href === paths.services ? `${paths.services}#${item.key}` : item.href;

function Price({ item }: { item: TSectionItem }) {
  if (item.pricePence === null) return null;
  return (
    <span className="text-sm text-ink-500">
      {item.priceNote === 'from' ? 'from ' : ''}
      <span className="font-semibold text-ink-900">{formatPounds(item.pricePence)}</span>
      {item.priceNote === 'per month' && '/month'}
    </span>
  );
}

export function CategoryCards() {
  const { data, isError } = useGetHomeSectionsQuery();
  const block = blockOf(data, 'marketplace');
  if (!data && !isError) return <CardsSkeleton />;
  const items = block?.items ?? fallbackCategories;
  return (
    <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {items.map((item) => {
        const Icon = icons[item.key] ?? Briefcase;
        return (
          <li key={item.key}>
            <Link
              to={categoryHref(item)}
              className="group grid h-full grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-4 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs transition duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg sm:flex sm:flex-col sm:items-stretch sm:p-6"
            >
              <span className="row-span-2 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="font-semibold text-ink-900 sm:mt-5">{item.title}</span>
              <ArrowRight
                className="row-span-2 size-4 shrink-0 text-ink-300 transition group-hover:translate-x-0.5 group-hover:text-brand-600 sm:hidden"
                aria-hidden="true"
              />
              <span className="text-sm text-ink-500 sm:mt-1 sm:flex sm:flex-1 sm:flex-col sm:justify-between">
                {item.subtitle && <span>{item.subtitle}</span>}
                {item.subtitle && item.pricePence !== null && <span className="sm:hidden"> · </span>}
                <span className="sm:mt-4">
                  <Price item={item} />
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function PlaceList({ block, href }: { block: TSectionBlock; href: (item: TSectionItem) => string }) {
  return (
    <div className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6">
      <h3 className="font-semibold text-ink-900">{block.title}</h3>
      {block.subtitle && <p className="mt-1 text-sm text-ink-500">{block.subtitle}</p>}
      <ul className="mt-4 grid gap-1 sm:grid-cols-2">
        {block.items.map((item) => (
          <li key={item.key}>
            <Link
              to={href(item)}
              className="group flex items-center gap-3 rounded-xl px-2.5 py-2 transition-colors hover:bg-ink-50"
            >
              <MapPin className="size-4 shrink-0 text-ink-400 group-hover:text-brand-600" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink-800 group-hover:text-ink-950">
                {item.title}
              </span>
              <Price item={item} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Formation countries and popular US states, each opening the formation dialog preselected. */
export function FormationPlaces() {
  const { data } = useGetHomeSectionsQuery();
  const countries = blockOf(data, 'formation-countries');
  const states = blockOf(data, 'popular-us-states');
  if (!countries || !states) return null;
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-2">
      <PlaceList block={countries} href={(item) => paths.serviceDialog('companyFormation', item.title)} />
      <PlaceList block={states} href={(item) => paths.serviceDialog('companyFormation', 'United States', item.title)} />
    </div>
  );
}

/** The startup plans under the tools: what they cost a month and where to compare them. */
export function PlansStrip() {
  const { data } = useGetHomeSectionsQuery();
  const plans = blockOf(data, 'plans');
  if (!plans || plans.items.length === 0) {
    return (
      <div className="mt-10 flex justify-center">
        <Link to={paths.startupPackageFor('tools')} className={buttonClasses({ variant: 'outline' })}>
          See plans with Tools
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-12 rounded-3xl border border-ink-100 bg-ink-25 p-6 sm:p-8">
      <div className="flex flex-col justify-between gap-4 sm:flex-row sm:items-center">
        <div>
          <h3 className="text-lg font-semibold text-ink-900">{plans.title}</h3>
          {plans.subtitle && <p className="mt-1 text-sm text-ink-600">{plans.subtitle}</p>}
        </div>
        <Link to={paths.startupPackageFor('tools')} className={buttonClasses({ variant: 'outline' })}>
          See plans with Tools
        </Link>
      </div>
      <ul className="mt-6 grid gap-3 md:grid-cols-3">
        {plans.items.map((item) => (
          <li key={item.key} className="rounded-2xl bg-white p-5 ring-1 ring-ink-100">
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-semibold text-ink-900">{item.title}</span>
              <Price item={item} />
            </p>
            {item.subtitle && <p className="mt-2 text-sm text-pretty text-ink-600">{item.subtitle}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CardsSkeleton() {
  return (
    <div role="status" className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <span className="sr-only">Loading services…</span>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="h-52 animate-pulse rounded-2xl border border-ink-100 bg-white" aria-hidden="true" />
      ))}
    </div>
  );
}
