import type { TOrder, TOrderLine } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';

function lineLabel(line: TOrderLine): string {
  const parts = [line.description];
  if (line.years) parts.push(`${line.years} ${line.years === 1 ? 'year' : 'years'}`);
  if (line.quantity > 1) parts.push(`× ${line.quantity}`);
  return parts.join(' · ');
}

/** An order's lines as bought: each line with its add-ons and services under it. */
export function OrderLines({ order }: { order: TOrder }) {
  const top = order.lines.filter((line) => !line.parentLineId);
  return (
    <ul className="divide-y divide-ink-100 text-sm">
      {top.map((line) => (
        <li key={line.id} className="py-3 first:pt-0">
          <div className="flex justify-between gap-4">
            <span className="min-w-0 font-medium break-words text-ink-900">{lineLabel(line)}</span>
            <span className="text-ink-900 tabular-nums">{formatPounds(line.amountPence)}</span>
          </div>
          {order.lines
            .filter((child) => child.parentLineId === line.id)
            .map((child) => (
              <div key={child.id} className="mt-1 flex justify-between gap-4 pl-4 text-ink-600">
                <span className="min-w-0 break-words">+ {lineLabel(child)}</span>
                <span className="tabular-nums">{formatPounds(child.amountPence)}</span>
              </div>
            ))}
        </li>
      ))}
    </ul>
  );
}
