// Issue 8, financial health check: pure rules from a founder's numbers (integer pence) to burn, runway,
// margins, liquidity, debt and a health score 0–100 with an explanation for each factor.
import { z } from 'zod';
import { fieldLabel } from './field-label';
import { formatPounds, toPence } from './money';

/** The largest amount a field takes: £1bn, in pence. */
export const MAX_FINANCIAL_AMOUNT_PENCE = 100_000_000_000;
export const MIN_MONTHLY_GROWTH_PERCENT = -50;
export const MAX_MONTHLY_GROWTH_PERCENT = 100;
/** The cash projection's length (months). */
export const PROJECTION_MONTHS = 18;

const amount = (label: string) =>
  z
    .number({ error: `${fieldLabel(label)} must be a number` })
    .int(`${fieldLabel(label)} must be whole pence`)
    .min(0, `${fieldLabel(label)} cannot be negative`)
    .max(
      MAX_FINANCIAL_AMOUNT_PENCE,
      `${fieldLabel(label)} must be at most ${formatPounds(MAX_FINANCIAL_AMOUNT_PENCE)}`,
    );

const growth = z
  .number({ error: 'Monthly growth must be a number' })
  .min(MIN_MONTHLY_GROWTH_PERCENT, `Monthly growth must be at least ${MIN_MONTHLY_GROWTH_PERCENT}%`)
  .max(MAX_MONTHLY_GROWTH_PERCENT, `Monthly growth must be at most ${MAX_MONTHLY_GROWTH_PERCENT}%`);

/** What the check reads: money in pence (monthly figures per month), growth in percent a month. */
export const ZFinancialHealthInput = z
  .object({
    cashPence: amount('Cash in the bank'),
    monthlyRevenuePence: amount('Monthly revenue'),
    costOfSalesPence: amount('Monthly cost of sales'),
    operatingCostsPence: amount('Monthly operating costs'),
    monthlyGrowthPercent: growth,
    debtPence: amount('Debt'),
    receivablesPence: amount('Money owed to you'),
    payablesPence: amount('Money you owe suppliers'),
  })
  .strict();
export type TFinancialHealthInput = z.infer<typeof ZFinancialHealthInput>;

export const FINANCIAL_HEALTH_FIELDS = [
  'cash',
  'monthlyRevenue',
  'costOfSales',
  'operatingCosts',
  'monthlyGrowth',
  'debt',
  'receivables',
  'payables',
] as const;
export type TFinancialHealthField = (typeof FINANCIAL_HEALTH_FIELDS)[number];
/** The form's values as typed: pounds ('12,500.00', '£300') and a growth percentage. */
export type TFinancialHealthFormValues = Record<TFinancialHealthField, string>;

export const FINANCIAL_HEALTH_LABELS: Record<TFinancialHealthField, string> = {
  cash: 'Cash in the bank',
  monthlyRevenue: 'Monthly revenue',
  costOfSales: 'Monthly cost of sales',
  operatingCosts: 'Monthly operating costs',
  monthlyGrowth: 'Monthly growth',
  debt: 'Debt',
  receivables: 'Money owed to you',
  payables: 'Money you owe suppliers',
};

const PENCE_FIELDS: Record<Exclude<TFinancialHealthField, 'monthlyGrowth'>, keyof TFinancialHealthInput> = {
  cash: 'cashPence',
  monthlyRevenue: 'monthlyRevenuePence',
  costOfSales: 'costOfSalesPence',
  operatingCosts: 'operatingCostsPence',
  debt: 'debtPence',
  receivables: 'receivablesPence',
  payables: 'payablesPence',
};

export type TFinancialHealthFormResult =
  { ok: true; input: TFinancialHealthInput } | { ok: false; errors: Partial<Record<TFinancialHealthField, string>> };

const PERCENT = /^[+-]?(?:\d+\.?\d*|\.\d+)\s*%?$/;

/** The typed form → the check's input, or a message a person can read for each field that is wrong. */
export function parseFinancialHealthForm(values: TFinancialHealthFormValues): TFinancialHealthFormResult {
  const errors: Partial<Record<TFinancialHealthField, string>> = {};
  const input: Record<string, number> = {};
  for (const [field, key] of Object.entries(PENCE_FIELDS) as [TFinancialHealthField, string][]) {
    const label = FINANCIAL_HEALTH_LABELS[field];
    const raw = (values[field] ?? '').trim();
    if (raw === '') {
      errors[field] = `Enter ${label.toLowerCase()} (0 if none).`;
      continue;
    }
    const pence = toPence(raw);
    if (pence === null) errors[field] = `${label} must be an amount in pounds, such as 12,500.00.`;
    else if (pence < 0) errors[field] = `${label} cannot be negative.`;
    else if (pence > MAX_FINANCIAL_AMOUNT_PENCE)
      errors[field] = `${label} must be at most ${formatPounds(MAX_FINANCIAL_AMOUNT_PENCE)}.`;
    else input[key] = pence;
  }
  const rawGrowth = (values.monthlyGrowth ?? '').trim();
  if (rawGrowth === '') errors.monthlyGrowth = 'Enter your monthly growth in percent (0 if flat).';
  else if (!PERCENT.test(rawGrowth)) errors.monthlyGrowth = 'Monthly growth must be a percentage, such as 5 or -2.5.';
  else {
    const value = Number(rawGrowth.replace('%', '').trim());
    if (value < MIN_MONTHLY_GROWTH_PERCENT || value > MAX_MONTHLY_GROWTH_PERCENT) {
      errors.monthlyGrowth = `Monthly growth must be between ${MIN_MONTHLY_GROWTH_PERCENT}% and ${MAX_MONTHLY_GROWTH_PERCENT}%.`;
    } else input.monthlyGrowthPercent = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: ZFinancialHealthInput.parse(input) };
}

// ---- The analysis ---------------------------------------------------------------------------------

export type TFactorKey = 'runway' | 'profitability' | 'grossMargin' | 'growth' | 'liquidity' | 'debt';
export type TRating = 'good' | 'fair' | 'poor';

export type THealthFactor = {
  key: TFactorKey;
  label: string;
  /** The measure as shown, e.g. "8.3 months", "42%", "1.50". */
  value: string;
  points: number;
  maxPoints: number;
  rating: TRating;
  explanation: string;
};

export type TProjectionMonth = {
  month: number;
  revenuePence: number;
  costsPence: number;
  cashPence: number;
};

export type THealthBand = 'Healthy' | 'Stable' | 'At risk' | 'Critical';

export type TFinancialHealthReport = {
  totalCostsPence: number;
  /** Revenue less all costs, a month (negative when losing money). */
  netMonthlyPence: number;
  /** Cash lost a month: 0 when profitable. */
  burnPence: number;
  /** Months the cash lasts at today's burn: Infinity when not burning cash. */
  runwayMonths: number;
  /** (revenue − cost of sales) / revenue; null without revenue. */
  grossMargin: number | null;
  /** Net profit / revenue; null without revenue. */
  netMargin: number | null;
  /** (cash + receivables) / payables; null when nothing is owed to suppliers. */
  currentRatio: number | null;
  /** Debt / (cash + receivables); null when there is no debt and no assets to compare with. */
  debtRatio: number | null;
  score: number;
  band: THealthBand;
  factors: THealthFactor[];
  /** Cash month by month with growth applied to revenue (cost of sales follows revenue). */
  projection: TProjectionMonth[];
  /** The first projected month the cash runs out, or null when it lasts the whole projection. */
  cashOutMonth: number | null;
};

/** Piecewise-linear points between (x, points) stops, flat beyond the ends. */
export function interpolatePoints(value: number, stops: readonly (readonly [number, number])[]): number {
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  if (value <= first[0]) return first[1];
  if (value >= last[0]) return last[1];
  for (let i = 1; i < stops.length; i += 1) {
    const [x1, y1] = stops[i]!;
    const [x0, y0] = stops[i - 1]!;
    if (value <= x1) return y0 + ((value - x0) / (x1 - x0)) * (y1 - y0);
  }
  return last[1];
}

const rate = (points: number, maxPoints: number): TRating =>
  points >= maxPoints * 0.7 ? 'good' : points >= maxPoints * 0.4 ? 'fair' : 'poor';
const percent = (ratio: number) => `${Math.round(ratio * 1000) / 10}%`;
const months = (value: number) => `${Math.round(value * 10) / 10} months`;

function factor(
  key: TFactorKey,
  label: string,
  value: string,
  rawPoints: number,
  maxPoints: number,
  explanation: string,
): THealthFactor {
  const points = Math.round(Math.min(Math.max(rawPoints, 0), maxPoints));
  return { key, label, value, points, maxPoints, rating: rate(points, maxPoints), explanation };
}

export function healthBand(score: number): THealthBand {
  if (score >= 75) return 'Healthy';
  if (score >= 50) return 'Stable';
  if (score >= 25) return 'At risk';
  return 'Critical';
}

/** Month-by-month cash with revenue growing by `monthlyGrowthPercent`; cost of sales keeps its share. */
export function projectCash(input: TFinancialHealthInput, monthCount = PROJECTION_MONTHS): TProjectionMonth[] {
  const costOfSalesShare = input.monthlyRevenuePence > 0 ? input.costOfSalesPence / input.monthlyRevenuePence : 0;
  const growthFactor = 1 + input.monthlyGrowthPercent / 100;
  const rows: TProjectionMonth[] = [];
  let cash = input.cashPence;
  let revenue = input.monthlyRevenuePence;
  for (let month = 1; month <= monthCount; month += 1) {
    if (month > 1) revenue *= growthFactor;
    const costOfSales = input.monthlyRevenuePence > 0 ? revenue * costOfSalesShare : input.costOfSalesPence;
    const costs = costOfSales + input.operatingCostsPence;
    cash += revenue - costs;
    rows.push({ month, revenuePence: Math.round(revenue), costsPence: Math.round(costs), cashPence: Math.round(cash) });
  }
  return rows;
}

/** The whole check: measures, a 0–100 score from six factors and the cash projection. */
export function analyseFinancialHealth(input: TFinancialHealthInput): TFinancialHealthReport {
  const revenue = input.monthlyRevenuePence;
  const totalCostsPence = input.costOfSalesPence + input.operatingCostsPence;
  const netMonthlyPence = revenue - totalCostsPence;
  const burnPence = Math.max(0, -netMonthlyPence);
  const runwayMonths = burnPence === 0 ? Number.POSITIVE_INFINITY : input.cashPence / burnPence;
  const grossMargin = revenue > 0 ? (revenue - input.costOfSalesPence) / revenue : null;
  const netMargin = revenue > 0 ? netMonthlyPence / revenue : null;
  const liquid = input.cashPence + input.receivablesPence;
  const currentRatio = input.payablesPence > 0 ? liquid / input.payablesPence : null;
  const debtRatio = input.debtPence === 0 ? 0 : liquid > 0 ? input.debtPence / liquid : null;

  const factors: THealthFactor[] = [];

  // Runway (30 points): 18 months or more is full marks; profitable companies are not burning cash.
  if (burnPence === 0) {
    factors.push(
      factor('runway', 'Cash runway', 'Unlimited', 30, 30, 'You are not burning cash: revenue covers your costs.'),
    );
  } else {
    const points = interpolatePoints(runwayMonths, [
      [0, 0],
      [3, 6],
      [6, 15],
      [12, 24],
      [18, 30],
    ]);
    const advice =
      runwayMonths < 6
        ? 'Under 6 months is urgent: cut costs or start raising now, as fundraising usually takes 3–6 months.'
        : runwayMonths < 12
          ? 'Aim for 12–18 months so you can raise or reach profit without pressure.'
          : 'A comfortable runway: keep an eye on the burn as you grow.';
    factors.push(
      factor(
        'runway',
        'Cash runway',
        months(runwayMonths),
        points,
        30,
        `${formatPounds(input.cashPence)} lasts ${months(runwayMonths)} at a burn of ${formatPounds(burnPence)} a month. ${advice}`,
      ),
    );
  }

  // Profitability (20 points) from the net margin.
  if (netMargin === null) {
    factors.push(
      factor(
        'profitability',
        'Profitability',
        'No revenue',
        totalCostsPence === 0 ? 10 : 0,
        20,
        totalCostsPence === 0
          ? 'No revenue and no costs yet: the score will mean more once you are trading.'
          : `No revenue yet, with costs of ${formatPounds(totalCostsPence)} a month.`,
      ),
    );
  } else {
    const points = interpolatePoints(netMargin, [
      [-1, 0],
      [-0.5, 4],
      [0, 12],
      [0.1, 17],
      [0.2, 20],
    ]);
    factors.push(
      factor(
        'profitability',
        'Profitability',
        `${percent(netMargin)} net margin`,
        points,
        20,
        netMonthlyPence >= 0
          ? `You make ${formatPounds(netMonthlyPence)} a month after all costs (${percent(netMargin)} of revenue).`
          : `You lose ${formatPounds(burnPence)} a month: costs are ${percent(totalCostsPence / revenue)} of revenue.`,
      ),
    );
  }

  // Gross margin (15 points).
  if (grossMargin === null) {
    factors.push(factor('grossMargin', 'Gross margin', 'No revenue', 0, 15, 'Gross margin needs revenue to measure.'));
  } else {
    const points = interpolatePoints(grossMargin, [
      [0, 0],
      [0.2, 5],
      [0.4, 10],
      [0.6, 13],
      [0.7, 15],
    ]);
    factors.push(
      factor(
        'grossMargin',
        'Gross margin',
        percent(grossMargin),
        points,
        15,
        grossMargin < 0.4
          ? `You keep ${percent(grossMargin)} of each pound of sales after direct costs: review pricing and supplier costs.`
          : `You keep ${percent(grossMargin)} of each pound of sales after direct costs, a healthy level.`,
      ),
    );
  }

  // Growth (10 points).
  const g = input.monthlyGrowthPercent;
  factors.push(
    factor(
      'growth',
      'Revenue growth',
      `${g}% a month`,
      interpolatePoints(g, [
        [-10, 0],
        [0, 4],
        [5, 7],
        [10, 9],
        [15, 10],
      ]),
      10,
      g < 0
        ? `Revenue is shrinking by ${Math.abs(g)}% a month.`
        : g === 0
          ? 'Revenue is flat.'
          : `Revenue grows ${g}% a month, about ${percent((1 + g / 100) ** 12 - 1)} a year.`,
    ),
  );

  // Liquidity (15 points): the current ratio.
  if (currentRatio === null) {
    factors.push(
      factor('liquidity', 'Current ratio', 'No payables', 15, 15, 'You owe suppliers nothing, so bills are covered.'),
    );
  } else {
    const points = interpolatePoints(currentRatio, [
      [0, 0],
      [0.5, 4],
      [1, 9],
      [1.5, 12],
      [2, 15],
    ]);
    factors.push(
      factor(
        'liquidity',
        'Current ratio',
        currentRatio.toFixed(2),
        points,
        15,
        currentRatio < 1
          ? `Cash and money owed to you cover only ${percent(currentRatio)} of what you owe suppliers.`
          : `Cash and money owed to you cover what you owe suppliers ${currentRatio.toFixed(2)} times (1.5 or more is comfortable).`,
      ),
    );
  }

  // Debt (10 points): debt against cash and receivables.
  if (debtRatio === null) {
    factors.push(
      factor(
        'debt',
        'Debt ratio',
        'No assets',
        0,
        10,
        `${formatPounds(input.debtPence)} of debt with no cash to set against it.`,
      ),
    );
  } else {
    const points = interpolatePoints(debtRatio, [
      [0, 10],
      [0.3, 8],
      [0.6, 5],
      [1, 2],
      [2, 0],
    ]);
    factors.push(
      factor(
        'debt',
        'Debt ratio',
        debtRatio.toFixed(2),
        points,
        10,
        input.debtPence === 0
          ? 'You have no debt.'
          : debtRatio > 1
            ? `Debt of ${formatPounds(input.debtPence)} is more than your cash and receivables.`
            : `Debt is ${percent(debtRatio)} of your cash and receivables.`,
      ),
    );
  }

  const score = factors.reduce((sum, f) => sum + f.points, 0);
  const projection = projectCash(input);
  const cashOut = projection.find((row) => row.cashPence < 0);
  return {
    totalCostsPence,
    netMonthlyPence,
    burnPence,
    runwayMonths,
    grossMargin,
    netMargin,
    currentRatio,
    debtRatio,
    score,
    band: healthBand(score),
    factors,
    projection,
    cashOutMonth: cashOut ? cashOut.month : null,
  };
}

/** The report as CSV rows (inputs, measures, factors, projection) for a spreadsheet. */
export function financialHealthCsv(input: TFinancialHealthInput, report: TFinancialHealthReport): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const pounds = (pence: number) => (pence / 100).toFixed(2);
  const rows: (string | number)[][] = [
    ['Section', 'Item', 'Value'],
    ['Input', 'Cash (GBP)', pounds(input.cashPence)],
    ['Input', 'Monthly revenue (GBP)', pounds(input.monthlyRevenuePence)],
    ['Input', 'Monthly cost of sales (GBP)', pounds(input.costOfSalesPence)],
    ['Input', 'Monthly operating costs (GBP)', pounds(input.operatingCostsPence)],
    ['Input', 'Monthly growth (%)', input.monthlyGrowthPercent],
    ['Input', 'Debt (GBP)', pounds(input.debtPence)],
    ['Input', 'Receivables (GBP)', pounds(input.receivablesPence)],
    ['Input', 'Payables (GBP)', pounds(input.payablesPence)],
    ['Result', 'Health score', report.score],
    ['Result', 'Band', report.band],
    ['Result', 'Monthly burn (GBP)', pounds(report.burnPence)],
    ['Result', 'Runway (months)', Number.isFinite(report.runwayMonths) ? report.runwayMonths.toFixed(1) : 'Unlimited'],
    ...report.factors.map((f) => ['Factor', `${f.label} (${f.points}/${f.maxPoints})`, `${f.value}: ${f.explanation}`]),
    ...report.projection.map((p) => ['Projection', `Month ${p.month} cash (GBP)`, pounds(p.cashPence)]),
  ];
  return rows.map((row) => row.map(cell).join(',')).join('\n') + '\n';
}
