import type { ReactNode } from 'react';
import { Banknote, BriefcaseBusiness, Check, Globe, Handshake, MailOpen, ShieldCheck, Users } from 'lucide-react';
import { LEGAL_TEMPLATES, titleFor, type TLegalJurisdiction } from '@launchpad/shared';
import { cn } from '@/lib/cn';

const ICONS: Record<string, ReactNode> = {
  'mutual-nda': <Handshake aria-hidden="true" />,
  'founders-agreement': <Users aria-hidden="true" />,
  'consultancy-agreement': <BriefcaseBusiness aria-hidden="true" />,
  'employment-offer-letter': <MailOpen aria-hidden="true" />,
  'website-terms': <Globe aria-hidden="true" />,
  'privacy-policy': <ShieldCheck aria-hidden="true" />,
  'convertible-note': <Banknote aria-hidden="true" />,
};

/** The library as cards; the chosen one is pressed. */
export function TemplatePicker({
  selected,
  jurisdiction,
  onSelect,
}: {
  selected: string;
  /** Some titles follow the law (an ASA in the UK and Ireland, a SAFE in Delaware). */
  jurisdiction: TLegalJurisdiction;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 sm:gap-3 lg:grid-cols-4" aria-label="Templates">
      {LEGAL_TEMPLATES.map((template) => {
        const active = template.id === selected;
        return (
          <li key={template.id}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(template.id)}
              className={cn(
                'group relative grid h-full w-full cursor-pointer grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 rounded-xl border bg-white p-3 sm:flex sm:flex-col sm:items-start sm:rounded-2xl sm:p-4 text-left shadow-xs transition-colors duration-150 focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none',
                active ? 'border-brand-500 ring-1 ring-brand-500' : 'border-ink-100 hover:border-ink-300',
              )}
            >
              <span
                className={cn(
                  'flex size-9 items-center justify-center rounded-lg [&_svg]:size-5',
                  active ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700',
                )}
              >
                {ICONS[template.id]}
              </span>
              <span className="pr-6 font-semibold text-ink-900">{titleFor(template, jurisdiction)}</span>
              <span className="hidden text-sm text-ink-600 sm:block">{template.summary}</span>
              {active && (
                <Check
                  className="absolute top-3 right-3 size-5 text-brand-600 sm:top-4 sm:right-4"
                  aria-hidden="true"
                />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
