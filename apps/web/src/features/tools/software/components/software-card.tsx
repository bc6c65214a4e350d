import { ExternalLink, Gift } from 'lucide-react';
import { SOFTWARE_PRICING_LABELS, type TSoftwareTool } from '@launchpad/shared/contracts/tools';
import { Badge } from '@/components/ui/badge';

const PRICING_TONE = {
  free: 'success',
  freemium: 'success',
  'free-trial': 'brand',
  paid: 'neutral',
  'open-source': 'success',
} as const;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** One product of the directory: what it does, its pricing, any startup perk and its website. */
export function SoftwareCard({ tool }: { tool: TSoftwareTool }) {
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-5 shadow-xs"
      aria-labelledby={`sw-${tool.slug}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span
            className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-base font-bold text-brand-700"
            aria-hidden="true"
          >
            {tool.name.charAt(0)}
          </span>
          <div className="min-w-0">
            <h2 id={`sw-${tool.slug}`} className="truncate font-semibold text-ink-900">
              {tool.name}
            </h2>
            <p className="text-xs text-ink-500">{tool.category}</p>
          </div>
        </div>
        <Badge tone={PRICING_TONE[tool.pricingModel]}>{SOFTWARE_PRICING_LABELS[tool.pricingModel]}</Badge>
      </div>
      <p className="mt-3 text-sm text-ink-700">{tool.description}</p>
      <p className="mt-2 text-sm text-ink-500">{tool.pricingDetails}</p>
      {tool.perk && (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-success-50 px-3 py-2 text-sm text-success-700">
          <Gift className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">Perk: </span>
            {tool.perk}
          </span>
        </p>
      )}
      <div className="mt-auto pt-4">
        <a
          href={tool.websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {hostOf(tool.websiteUrl)}
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(visit {tool.name}, opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
