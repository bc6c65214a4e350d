import { formatPounds } from '@launchpad/shared/domain/money';
import type { TProjectionMonth } from '@launchpad/shared/domain/financial-health';
import { Area, AreaChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Short pounds for axis labels: £120k, £1.2m, -£40k. */
export function shortPounds(pence: number): string {
  const pounds = pence / 100;
  const abs = Math.abs(pounds);
  const sign = pounds < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}£${(abs / 1_000_000).toFixed(abs >= 10_000_000 ? 0 : 1)}m`;
  if (abs >= 1_000) return `${sign}£${Math.round(abs / 1_000)}k`;
  return `${sign}£${Math.round(abs)}`;
}

/**
 * Cash month by month over the projection (a recharts area chart): brand above zero, red below, with
 * the figures in a table for screen readers.
 */
export function CashProjectionChart({ rows, startPence }: { rows: TProjectionMonth[]; startPence: number }) {
  const points = [{ month: 0, cashPence: startPence }, ...rows];
  const values = points.map((p) => p.cashPence);
  const [top, bottom] = [Math.max(...values), Math.min(...values)];
  // The line turns red below zero: gradient offsets run over the line's own height (top → bottom value).
  const zeroAt = bottom >= 0 ? 1 : top <= 0 ? 0 : top / (top - bottom);
  const last = points[points.length - 1]!;

  return (
    <figure>
      <div
        role="img"
        aria-label={`Cash projection: ${formatPounds(startPence)} today, ${formatPounds(last.cashPence)} after ${rows.length} months`}
        className="h-64 w-full"
      >
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 4 }}>
            <defs>
              <linearGradient id="fh-stroke" x1="0" y1="0" x2="0" y2="1">
                <stop offset={zeroAt} stopColor="var(--color-brand-600)" />
                <stop offset={zeroAt} stopColor={bottom >= 0 ? 'var(--color-brand-600)' : 'var(--color-danger-600)'} />
              </linearGradient>
              <linearGradient id="fh-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset={0} stopColor="var(--color-brand-500)" stopOpacity={0.3} />
                <stop offset={1} stopColor="var(--color-brand-500)" stopOpacity={0.03} />
              </linearGradient>
            </defs>
            <CartesianGrid vertical={false} stroke="var(--color-ink-100)" />
            <XAxis
              dataKey="month"
              tickFormatter={(month: number) => (month === 0 ? 'Now' : `M${month}`)}
              interval={2}
              tick={{ fontSize: 12, fill: 'var(--color-ink-500)' }}
              tickLine={false}
              axisLine={false}
            />
            <YAxis
              tickFormatter={shortPounds}
              width={56}
              tick={{ fontSize: 12, fill: 'var(--color-ink-500)' }}
              tickLine={false}
              axisLine={false}
            />
            <ReferenceLine y={0} stroke="var(--color-ink-300)" />
            <Tooltip
              formatter={(value) => [formatPounds(Number(value)), 'Cash']}
              labelFormatter={(month) => (Number(month) === 0 ? 'Now' : `Month ${String(month)}`)}
            />
            <Area
              type="monotone"
              dataKey="cashPence"
              stroke="url(#fh-stroke)"
              strokeWidth={2.5}
              fill="url(#fh-fill)"
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-ink-500">
        Revenue grows at your monthly rate; cost of sales keeps its share of revenue and operating costs stay flat.
      </figcaption>
      <table className="sr-only">
        <caption>Projected cash by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Revenue</th>
            <th scope="col">Costs</th>
            <th scope="col">Cash</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.month}</th>
              <td>{formatPounds(row.revenuePence)}</td>
              <td>{formatPounds(row.costsPence)}</td>
              <td>{formatPounds(row.cashPence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

type TSlice = { label: string; pence: number; color: string };

/** Where a month's money goes: cost of sales, operating costs and what is left (or the loss), as bars. */
export function MonthBreakdownChart({ slices }: { slices: TSlice[] }) {
  const max = Math.max(1, ...slices.map((s) => Math.abs(s.pence)));
  return (
    <ul className="space-y-3" aria-label="A month in figures">
      {slices.map((slice) => (
        <li key={slice.label}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="text-ink-700">{slice.label}</span>
            <span className="font-semibold text-ink-900 tabular-nums">{formatPounds(slice.pence)}</span>
          </div>
          <div className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
            <div
              className="h-full rounded-full"
              style={{ width: `${Math.max(2, (Math.abs(slice.pence) / max) * 100)}%`, backgroundColor: slice.color }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The score as a ring: 0–100, coloured by band. */
export function ScoreRing({ score, color }: { score: number; color: string }) {
  const r = 52;
  const c = 2 * Math.PI * r;
  return (
    <svg viewBox="0 0 128 128" className="size-32 shrink-0" aria-hidden="true">
      <circle cx="64" cy="64" r={r} fill="none" stroke="var(--color-ink-100)" strokeWidth="12" />
      <circle
        cx="64"
        cy="64"
        r={r}
        fill="none"
        stroke={color}
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={`${(score / 100) * c} ${c}`}
        transform="rotate(-90 64 64)"
      />
      <text x="64" y="70" textAnchor="middle" fontSize="30" fontWeight="700" fill="var(--color-ink-900)">
        {score}
      </text>
    </svg>
  );
}
