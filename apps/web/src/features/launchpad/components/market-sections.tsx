import { Link } from 'react-router';
import { ArrowRight, Building2, Globe2 } from 'lucide-react';
import {
  findCountry,
  findState,
  type TInsightContent,
  type TLocationContent,
  type TValidationContent,
} from '@launchpad/shared';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { firstTexts } from '../builder-rules';
import { useBuilderSlots } from '../slots';
import { PointList } from './section-card';

const RISK_TONE = {
  high: 'bg-danger-50 text-danger-700',
  medium: 'bg-warning-50 text-warning-700',
  low: 'bg-success-50 text-success-700',
} as const;

/** A market insight (current market, future demand, alternatives, steps…): title, summary, 3 points. */
export function InsightCard({ label, insight }: { label: string; insight: TInsightContent | null }) {
  if (!insight) return null;
  return (
    <article className="rounded-xl border border-ink-100 bg-ink-25 p-4">
      <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</h3>
      <p className="mt-1.5 font-medium text-ink-900">{insight.title}</p>
      <p className="mt-1 text-sm text-ink-600">{insight.summary}</p>
      <PointList points={firstTexts(insight.points)} className="mt-3" />
    </article>
  );
}

/** Validation: what has to be true, riskiest first (SPEC §9: at most 3 shown). */
export function ValidationSummary({ validation }: { validation: TValidationContent }) {
  const order = { high: 0, medium: 1, low: 2 } as const;
  const riskiest = [...validation.assumptions].sort((a, b) => order[a.risk] - order[b.risk]);
  return (
    <div>
      <p className="text-sm text-ink-700">{validation.summary}</p>
      <h3 className="mt-4 text-xs font-semibold tracking-wide text-ink-500 uppercase">Riskiest assumptions</h3>
      <ul className="mt-2 space-y-2">
        {firstTexts(riskiest).map((assumption) => (
          <li key={assumption.id} className="flex items-start gap-3 rounded-lg border border-ink-100 px-3 py-2.5">
            <span
              className={cn(
                'mt-0.5 rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold',
                RISK_TONE[assumption.risk],
              )}
            >
              {assumption.risk} risk
            </span>
            <span className="text-sm text-ink-800">{assumption.statement}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where to form the company (the idea's location, LocationData) with the catalogue's offers for it. */
export function CompanyFormation({ location }: { location: TLocationContent }) {
  const { FormationOffers } = useBuilderSlots();
  const country = findCountry(location.formation_country_code);
  const state = country && location.state_code ? findState(country, location.state_code) : undefined;
  const place = [state?.name, country?.name].filter(Boolean).join(', ');
  const where = location.city ?? location.location ?? location.country;
  return (
    <div>
      <div className="flex flex-col gap-4 rounded-xl border border-ink-100 bg-ink-25 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-ink-100">
            {location.scope === 'global' ? (
              <Globe2 className="size-5" aria-hidden="true" />
            ) : (
              <Building2 className="size-5" aria-hidden="true" />
            )}
          </span>
          <div>
            <p className="font-semibold text-ink-900">
              {country ? `Form your company in ${place}` : 'Choose where to form your company'}
            </p>
            <p className="mt-0.5 text-sm text-ink-600">
              {where
                ? `Your idea is based in ${where}${location.scope !== 'local' ? ` and aims ${location.scope === 'global' ? 'worldwide' : 'nationwide'}` : ''}.`
                : 'Your idea names no place, so we suggest a popular place to start.'}
            </p>
          </div>
        </div>
        <Link
          to={paths.serviceDialog('companyFormation', country?.name, state?.name)}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          All formation packages
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      {country && FormationOffers && (
        <div className="mt-4">
          <FormationOffers countryCode={country.code} stateCode={state?.code ?? null} />
        </div>
      )}
    </div>
  );
}
