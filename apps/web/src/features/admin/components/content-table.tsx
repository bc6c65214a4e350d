import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import type { TContentItem } from '@launchpad/shared';
import { formatDate, formatDateTime } from '@launchpad/shared/domain/dates';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { itemName, STAGE_LABELS } from '../content-form-values';

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';
const td = 'px-4 py-3 align-top';

/** One line about the item, by type: what staff scan the list for. */
function details(item: TContentItem): string {
  switch (item.type) {
    case 'community':
      return [item.platform, item.memberCount !== null ? `${item.memberCount.toLocaleString('en-GB')} members` : null]
        .filter(Boolean)
        .join(' · ');
    case 'investor':
      return [item.firm, STAGE_LABELS[item.stage as keyof typeof STAGE_LABELS] ?? item.stage]
        .filter(Boolean)
        .join(' · ');
    case 'founder':
      return `${item.role}, ${item.company}`;
    case 'perk':
      return [item.provider, item.valuePence !== null ? formatPounds(item.valuePence) : null]
        .filter(Boolean)
        .join(' · ');
    case 'organizer':
      return item.email ?? item.location;
    case 'event':
      return `${formatDateTime(item.startsAt)} · ${item.isOnline ? 'Online' : (item.venue ?? item.location)}`;
    default:
      return `${item.category} · ${item.author}`;
  }
}

type TContentTableProps = {
  caption: string;
  items: TContentItem[];
  /** The id whose status is being changed (its button spins). */
  pendingId: string | null;
  onEdit: (item: TContentItem) => void;
  onToggleStatus: (item: TContentItem) => void;
  onDelete: (item: TContentItem) => void;
};

export function ContentTable({ caption, items, pendingId, onEdit, onToggleStatus, onDelete }: TContentTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-ink-100 bg-white shadow-xs">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink-100 bg-ink-25">
          <tr>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Details
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Updated
            </th>
            <th scope="col" className={`${th} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {items.map((item) => {
            const name = itemName(item);
            const published = item.status === 'published';
            return (
              <tr key={item.id} className="hover:bg-ink-25">
                <td className={td}>
                  <p className="font-medium text-ink-900">{name}</p>
                  <p className="mt-0.5 font-mono text-xs text-ink-500">{item.slug}</p>
                </td>
                <td className={`${td} text-ink-700`}>{details(item)}</td>
                <td className={td}>
                  {published ? <Badge tone="success">Published</Badge> : <Badge tone="neutral">Draft</Badge>}
                </td>
                <td className={`${td} whitespace-nowrap text-ink-700`}>
                  <time dateTime={item.updatedAt}>{formatDate(item.updatedAt)}</time>
                </td>
                <td className={`${td} text-right whitespace-nowrap`}>
                  <Button variant="ghost" size="sm" onClick={() => onEdit(item)} aria-label={`Edit ${name}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={pendingId === item.id}
                    onClick={() => onToggleStatus(item)}
                    aria-label={`${published ? 'Unpublish' : 'Publish'} ${name}`}
                  >
                    {published ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                    {published ? 'Unpublish' : 'Publish'}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
                    onClick={() => onDelete(item)}
                    aria-label={`Delete ${name}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
