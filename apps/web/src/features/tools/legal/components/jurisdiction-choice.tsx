import { JURISDICTION_TERMS, LEGAL_JURISDICTIONS, type TLegalJurisdiction } from '@launchpad/shared';
import { cn } from '@/lib/cn';

const NOTES: Record<TLegalJurisdiction, string> = {
  'england-wales': 'English law, £',
  ireland: 'Irish law, €',
  delaware: 'Delaware law, $',
};

/** Governing law: a radio group styled as a segmented control. */
export function JurisdictionChoice({
  value,
  onChange,
}: {
  value: TLegalJurisdiction;
  onChange: (jurisdiction: TLegalJurisdiction) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink-800">Jurisdiction</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
        {LEGAL_JURISDICTIONS.map((jurisdiction) => (
          <label
            key={jurisdiction}
            className={cn(
              'flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100',
              value === jurisdiction
                ? 'border-brand-500 bg-brand-50 text-brand-800'
                : 'border-ink-200 bg-white text-ink-700 hover:border-ink-300',
            )}
          >
            <input
              type="radio"
              name="jurisdiction"
              value={jurisdiction}
              checked={value === jurisdiction}
              onChange={() => onChange(jurisdiction)}
              className="sr-only"
            />
            <span className="font-semibold">{JURISDICTION_TERMS[jurisdiction].label}</span>
            <span className="text-xs text-ink-600">{NOTES[jurisdiction]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
