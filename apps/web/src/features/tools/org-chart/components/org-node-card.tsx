import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ORG_CHART_LIMITS, type TOrgNode } from '@launchpad/shared';
import { Trash2, UserPlus, UsersRound } from 'lucide-react';
import { cn } from '@/lib/cn';
import { NODE_HEIGHT, NODE_WIDTH } from '../layout';

type TProps = {
  node: TOrgNode;
  isRoot: boolean;
  x: number;
  y: number;
  canAdd: boolean;
  onUpdate: (id: string, fields: { name?: string; role?: string }) => void;
  onAddSubordinate: (id: string) => void;
  onAddSibling: (id: string) => void;
  onRemove: (id: string) => void;
};

/** One text box on the card: edited in place, the change is made when the box is left or Enter pressed. */
function InlineText({
  value,
  label,
  placeholder,
  maxLength,
  className,
  onCommit,
}: {
  value: string;
  label: string;
  placeholder: string;
  maxLength: number;
  className: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  // A new value from outside (undo, the account) replaces the draft.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  // Leaving without clicking away (a link, Back, closing the tab) keeps the last edit too.
  const pending = useRef({ draft, value, onCommit });
  useEffect(() => {
    pending.current = { draft, value, onCommit };
  });
  useEffect(() => {
    const flush = () => {
      const last = pending.current;
      if (last.draft.trim() !== last.value) last.onCommit(last.draft.trim());
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') {
      setDraft(value);
      requestAnimationFrame(() => event.currentTarget?.blur());
    }
  };
  return (
    <input
      aria-label={label}
      value={draft}
      placeholder={placeholder}
      maxLength={maxLength}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      className={cn(
        'w-full truncate rounded-md border border-transparent bg-transparent px-1.5 text-center outline-none placeholder:text-ink-400 hover:border-ink-200 focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100',
        className,
      )}
    />
  );
}

const iconButton =
  'inline-flex size-7 items-center justify-center rounded-md text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40 [&_svg]:size-4';

/** A person on the chart, placed by the layout, with their own actions. */
export function OrgNodeCard({
  node,
  isRoot,
  x,
  y,
  canAdd,
  onUpdate,
  onAddSubordinate,
  onAddSibling,
  onRemove,
}: TProps) {
  const who = node.name || (isRoot ? 'the top of the chart' : 'this person');
  return (
    <li
      data-org-node={node.id}
      aria-label={`${node.name || 'Unnamed'}${node.role ? `, ${node.role}` : ''}`}
      style={{ left: x, top: y, width: NODE_WIDTH, height: NODE_HEIGHT }}
      className={cn(
        'group absolute flex flex-col justify-between rounded-xl border bg-white px-2 pt-2 pb-1 shadow-xs transition-shadow focus-within:shadow-md focus-within:ring-2 focus-within:ring-brand-200 hover:shadow-md',
        isRoot ? 'border-brand-300 bg-brand-50/60' : 'border-ink-200',
      )}
    >
      <div className="space-y-0.5">
        <InlineText
          value={node.name}
          label={`Name${node.name ? ` of ${node.name}` : ''}`}
          placeholder="Name"
          maxLength={ORG_CHART_LIMITS.nameMax}
          className="h-7 text-[0.9375rem] font-semibold text-ink-900"
          onCommit={(name) => onUpdate(node.id, { name })}
        />
        <InlineText
          value={node.role}
          label={`Role${node.name ? ` of ${node.name}` : ''}`}
          placeholder="Role"
          maxLength={ORG_CHART_LIMITS.roleMax}
          className="h-6 text-sm text-ink-600"
          onCommit={(role) => onUpdate(node.id, { role })}
        />
      </div>
      <div className="flex items-center justify-center gap-1 opacity-70 group-focus-within:opacity-100 group-hover:opacity-100">
        <button
          type="button"
          className={iconButton}
          disabled={!canAdd}
          aria-label={`Add a report to ${who}`}
          title="Add a report"
          onClick={() => onAddSubordinate(node.id)}
        >
          <UserPlus aria-hidden="true" />
        </button>
        {!isRoot && (
          <>
            <button
              type="button"
              className={iconButton}
              disabled={!canAdd}
              aria-label={`Add a colleague next to ${who}`}
              title="Add a colleague (same manager)"
              onClick={() => onAddSibling(node.id)}
            >
              <UsersRound aria-hidden="true" />
            </button>
            <button
              type="button"
              className={cn(iconButton, 'hover:bg-danger-50 hover:text-danger-700')}
              aria-label={`Remove ${who}${node.subordinates.length ? ' and their team' : ''}`}
              title="Remove"
              onClick={() => onRemove(node.id)}
            >
              <Trash2 aria-hidden="true" />
            </button>
          </>
        )}
      </div>
    </li>
  );
}
