import { Download, Printer } from 'lucide-react';
import type {
  TFinancialHealthReport,
  THealthBand,
  TFinancialHealthInput,
  TRating,
} from '@launchpad/shared/domain/financial-health';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { CashProjectionChart, MonthBreakdownChart, ScoreRing } from './charts';

const BAND_COLOR: Record<THealthBand, string> = {
  Healthy: 'var(--color-success-500)',
  Stable: 'var(--color-brand-500)',
  'At risk': 'var(--color-warning-500)',
  Critical: 'var(--color-danger-500)',
};
const BAND_SUMMARY: Record<THealthBand, string> = {
  Healthy: 'Your finances are in good shape. Keep watching the measures below as you grow.',
  Stable: 'A reasonable position with some areas to improve: start with the factors marked poor.',
  'At risk': 'Several measures need attention soon. Work through the factors below, poorest first.',
  Critical: 'Your cash position needs action now: cut costs, collect what you are owed and plan funding.',
};
const RATING: Record<TRating, { tone: 'success' | 'warning' | 'danger'; label: string; bar: string }> = {
  good: { tone: 'success', label: 'Good', bar: 'bg-success-500' },
  fair: { tone: 'warning', label: 'Fair', bar: 'bg-warning-500' },
  poor: { tone: 'danger', label: 'Poor', bar: 'bg-danger-500' },
};

const percent = (ratio: number | null) =>
  ratio === null ? '—' : `${(Math.round(ratio * 1000) / 10).toLocaleString('en-GB')}%`;
const ratio = (value: number | null, none: string) => (value === null ? none : value.toFixed(2));

function Metric({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-ink-100 bg-white p-4">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tracking-tight text-ink-900 tabular-nums">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-ink-500">{note}</dd>}
    </div>
  );
}

type TProps = {
  input: TFinancialHealthInput;
  report: TFinancialHealthReport;
  onDownloadCsv: () => void;
  onPrint: () => void;
};

/** The check's answer: score, measures, factor explanations, projection and month breakdown. */
export function HealthReport({ input, report, onDownloadCsv, onPrint }: TProps) {
  const runway = Number.isFinite(report.runwayMonths)
    ? `${(Math.round(report.runwayMonths * 10) / 10).toLocaleString('en-GB')} months`
    : 'Unlimited';
  const net = report.netMonthlyPence;
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="fh-score"
        className="flex flex-col gap-5 rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:flex-row sm:items-center sm:p-6"
      >
        <ScoreRing score={report.score} color={BAND_COLOR[report.band]} />
        <div className="min-w-0 flex-1">
          <h2 id="fh-score" className="text-lg font-semibold text-ink-900">
            Health score: {report.score} out of 100 <span className="text-ink-500">·</span> {report.band}
          </h2>
          <p className="mt-1 text-ink-600">{BAND_SUMMARY[report.band]}</p>
          <div className="mt-4 flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" size="sm" onClick={onDownloadCsv}>
              <Download aria-hidden="true" />
              Download CSV
            </Button>
            <Button variant="outline" size="sm" onClick={onPrint}>
              <Printer aria-hidden="true" />
              Print or save as PDF
            </Button>
          </div>
        </div>
      </section>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-label="Key measures">
        <Metric
          label="Monthly burn"
          value={formatPounds(report.burnPence)}
          note={report.burnPence === 0 ? 'Not burning cash' : 'Cash lost a month'}
        />
        <Metric
          label="Runway"
          value={runway}
          note={report.cashOutMonth ? `Projected cash runs out in month ${report.cashOutMonth}` : 'At today’s burn'}
        />
        <Metric label={net >= 0 ? 'Monthly profit' : 'Monthly loss'} value={formatPounds(Math.abs(net))} />
        <Metric label="Gross margin" value={percent(report.grossMargin)} />
        <Metric
          label="Current ratio"
          value={ratio(report.currentRatio, 'No payables')}
          note="Cash + receivables ÷ payables"
        />
        <Metric label="Debt ratio" value={ratio(report.debtRatio, 'No assets')} note="Debt ÷ (cash + receivables)" />
      </dl>

      <Panel title="What makes up your score" description="Six factors, each with what it means for you.">
        <ul className="divide-y divide-ink-100">
          {report.factors.map((f) => {
            const rating = RATING[f.rating];
            return (
              <li key={f.key} className="py-4 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-ink-900">
                    {f.label} <span className="font-normal text-ink-500">· {f.value}</span>
                  </h3>
                  <div className="flex items-center gap-2">
                    <span className="text-sm text-ink-600 tabular-nums">
                      {f.points}/{f.maxPoints} points
                    </span>
                    <Badge tone={rating.tone}>{rating.label}</Badge>
                  </div>
                </div>
                <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
                  <div
                    className={`h-full rounded-full ${rating.bar}`}
                    style={{ width: `${(f.points / f.maxPoints) * 100}%` }}
                  />
                </div>
                <p className="mt-2 text-sm text-ink-600">{f.explanation}</p>
              </li>
            );
          })}
        </ul>
      </Panel>

      <div className="grid gap-6">
        <Panel title="Cash over the next 18 months">
          <CashProjectionChart rows={report.projection} startPence={input.cashPence} />
        </Panel>
        <Panel title="A month in figures" description="Where this month’s revenue goes.">
          <MonthBreakdownChart
            slices={[
              { label: 'Revenue', pence: input.monthlyRevenuePence, color: 'var(--color-brand-500)' },
              { label: 'Cost of sales', pence: input.costOfSalesPence, color: 'var(--color-warning-500)' },
              { label: 'Operating costs', pence: input.operatingCostsPence, color: 'var(--color-ink-400)' },
              {
                label: net >= 0 ? 'Profit' : 'Loss',
                pence: net,
                color: net >= 0 ? 'var(--color-success-500)' : 'var(--color-danger-500)',
              },
            ]}
          />
        </Panel>
      </div>
    </div>
  );
}
