import { useState, type ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { Pencil, Plus, X } from 'lucide-react';
import { cn } from '@/lib/cn';

const pill = 'inline-flex max-w-full items-center rounded-full border text-sm transition-colors';
const tones = {
  sure: 'border-ink-200 bg-white text-ink-900',
  assumed: 'border-dashed border-warning-500 bg-warning-50 text-ink-900',
};

type TBriefChipProps = {
  /** What the chip is, e.g. "Sells", "Main place". */
  label: string;
  value: string;
  /** Low confidence and not set by the founder: drawn dashed and marked "assumed". */
  assumed?: boolean;
  /** The whole value when the chip shows a short form. */
  title?: string;
  /** Heading of the editor, e.g. "What you sell". */
  editorTitle: string;
  /** The editor; `close` closes the popover (after a save). */
  children: (close: () => void) => ReactNode;
  /** A place chip's remove button. */
  onRemove?: () => void;
  disabled?: boolean;
  /** "add": a chip that adds a part (e.g. "Add a place"), showing only its label. */
  variant?: 'edit' | 'add';
};

/**
 * One part of the brief as a button that opens a small editor in a popover (issue 18: "editable chips").
 * Keyboard and screen-reader friendly: the popover is a labelled dialog, Escape closes it and focus goes
 * back to the chip.
 */
export function BriefChip({
  label,
  value,
  assumed = false,
  title,
  editorTitle,
  children,
  onRemove,
  disabled = false,
  variant = 'edit',
}: TBriefChipProps) {
  const [open, setOpen] = useState(false);
  const adding = variant === 'add';
  return (
    <li
      className={cn(
        pill,
        adding ? 'border-dashed border-brand-300 bg-brand-50/50 text-brand-800' : assumed ? tones.assumed : tones.sure,
        'min-w-0',
      )}
    >
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          disabled={disabled}
          title={title}
          aria-label={adding ? label : `${label}: ${value}${assumed ? ' (assumed)' : ''}. Change`}
          className={cn(
            'group inline-flex min-h-9 min-w-0 cursor-pointer items-center gap-1.5 rounded-full py-1.5 pl-3 text-left focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60',
            onRemove ? 'pr-1.5' : 'pr-3',
            adding ? 'font-medium hover:bg-brand-50' : assumed ? 'hover:bg-warning-100' : 'hover:bg-ink-50',
          )}
        >
          {adding ? (
            <>
              <Plus className="size-3.5 shrink-0" aria-hidden="true" />
              {label}
            </>
          ) : (
            <>
              <span className="shrink-0 text-ink-500">{label}</span>
              <span className="min-w-0 truncate font-medium">{value}</span>
            </>
          )}
          {assumed && (
            <span className="shrink-0 rounded-full bg-warning-100 px-1.5 py-px text-[0.6875rem] font-semibold text-warning-700">
              assumed
            </span>
          )}
          {!adding && <Pencil className="size-3.5 shrink-0 text-ink-400 group-hover:text-ink-700" aria-hidden="true" />}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label={editorTitle}
            align="start"
            sideOffset={6}
            collisionPadding={16}
            className="z-50 w-[min(23rem,calc(100vw-2rem))] rounded-xl border border-ink-100 bg-white p-4 shadow-xl focus:outline-none data-[state=open]:animate-fade-in"
          >
            <p className="text-sm font-semibold text-ink-900">{editorTitle}</p>
            {children(() => setOpen(false))}
            <Popover.Close
              aria-label="Close"
              className="absolute top-2.5 right-2.5 rounded-md p-1.5 text-ink-500 hover:bg-ink-100 hover:text-ink-900"
            >
              <X className="size-4" aria-hidden="true" />
            </Popover.Close>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove ${value}`}
          className="mr-1 rounded-full p-1.5 text-ink-500 hover:bg-ink-100 hover:text-ink-900 focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

/** A chip without an editor: what follows from the others (the currency follows the main place). */
export function BriefFact({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <li className={cn(pill, 'min-h-9 gap-1.5 border-ink-100 bg-ink-50 px-3 py-1.5 text-ink-800')} title={hint}>
      <span className="text-ink-500">
        {label}
        <span className="sr-only">:</span>
      </span>{' '}
      <span className="font-medium">{value}</span> <span className="sr-only">({hint})</span>
    </li>
  );
}
