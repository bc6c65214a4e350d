import { describe, expect, it } from 'vitest';
import {
  ZFinancialHealthInput,
  analyseFinancialHealth,
  financialHealthCsv,
  healthBand,
  interpolatePoints,
  parseFinancialHealthForm,
  projectCash,
  type TFinancialHealthFormValues,
  type TFinancialHealthInput,
} from './financial-health';

const base: TFinancialHealthInput = {
  cashPence: 12_000_000, // £120,000
  monthlyRevenuePence: 2_000_000, // £20,000
  costOfSalesPence: 600_000, // £6,000
  operatingCostsPence: 2_400_000, // £24,000
  monthlyGrowthPercent: 5,
  debtPence: 3_000_000,
  receivablesPence: 1_000_000,
  payablesPence: 650_000,
};

const form = (overrides: Partial<TFinancialHealthFormValues> = {}): TFinancialHealthFormValues => ({
  cash: '120,000',
  monthlyRevenue: '£20000',
  costOfSales: '6000.00',
  operatingCosts: '24000',
  monthlyGrowth: '5%',
  debt: '30000',
  receivables: '10000',
  payables: '6500',
  ...overrides,
});

describe('analyseFinancialHealth', () => {
  it('works out burn, runway, margins and ratios for a company losing money', () => {
    const report = analyseFinancialHealth(base);
    expect(report.totalCostsPence).toBe(3_000_000);
    expect(report.netMonthlyPence).toBe(-1_000_000);
    expect(report.burnPence).toBe(1_000_000);
    expect(report.runwayMonths).toBe(12);
    expect(report.grossMargin).toBeCloseTo(0.7);
    expect(report.netMargin).toBeCloseTo(-0.5);
    expect(report.currentRatio).toBeCloseTo(13_000_000 / 650_000);
    expect(report.debtRatio).toBeCloseTo(3_000_000 / 13_000_000);
  });

  it('has an unlimited runway and no burn when revenue covers costs', () => {
    const report = analyseFinancialHealth({ ...base, monthlyRevenuePence: 4_000_000 });
    expect(report.burnPence).toBe(0);
    expect(report.runwayMonths).toBe(Number.POSITIVE_INFINITY);
    expect(report.factors.find((f) => f.key === 'runway')).toMatchObject({ points: 30, value: 'Unlimited' });
  });

  it('scores between 0 and 100 as the sum of six factors, each with an explanation', () => {
    const report = analyseFinancialHealth(base);
    expect(report.factors.map((f) => f.key)).toEqual([
      'runway',
      'profitability',
      'grossMargin',
      'growth',
      'liquidity',
      'debt',
    ]);
    expect(report.factors.reduce((s, f) => s + f.maxPoints, 0)).toBe(100);
    expect(report.score).toBe(report.factors.reduce((s, f) => s + f.points, 0));
    expect(report.score).toBeGreaterThanOrEqual(0);
    expect(report.score).toBeLessThanOrEqual(100);
    for (const f of report.factors) {
      expect(f.explanation.length).toBeGreaterThan(10);
      expect(f.points).toBeLessThanOrEqual(f.maxPoints);
    }
    expect(report.factors.find((f) => f.key === 'runway')!.explanation).toContain('£120,000.00');
  });

  it('scores a profitable, liquid, debt-free, growing company 100 and an empty, indebted one near 0', () => {
    const best = analyseFinancialHealth({
      cashPence: 50_000_000,
      monthlyRevenuePence: 10_000_000,
      costOfSalesPence: 2_000_000,
      operatingCostsPence: 5_000_000,
      monthlyGrowthPercent: 20,
      debtPence: 0,
      receivablesPence: 0,
      payablesPence: 0,
    });
    expect(best.score).toBe(100);
    expect(best.band).toBe('Healthy');
    expect(best.factors.every((f) => f.rating === 'good')).toBe(true);

    const worst = analyseFinancialHealth({
      cashPence: 0,
      monthlyRevenuePence: 0,
      costOfSalesPence: 0,
      operatingCostsPence: 1_000_000,
      monthlyGrowthPercent: -20,
      debtPence: 500_000,
      receivablesPence: 0,
      payablesPence: 100_000,
    });
    expect(worst.runwayMonths).toBe(0);
    expect(worst.grossMargin).toBeNull();
    expect(worst.debtRatio).toBeNull();
    expect(worst.score).toBe(0);
    expect(worst.band).toBe('Critical');
  });

  it('gives more points for a longer runway', () => {
    const short = analyseFinancialHealth({ ...base, cashPence: 2_000_000 });
    const long = analyseFinancialHealth({ ...base, cashPence: 30_000_000 });
    const runway = (r: ReturnType<typeof analyseFinancialHealth>) => r.factors.find((f) => f.key === 'runway')!.points;
    expect(runway(short)).toBeLessThan(runway(long));
    expect(runway(long)).toBe(30);
    expect(short.factors[0]!.rating).toBe('poor');
  });

  it('has no current ratio without payables and counts it as covered', () => {
    const report = analyseFinancialHealth({ ...base, payablesPence: 0 });
    expect(report.currentRatio).toBeNull();
    expect(report.factors.find((f) => f.key === 'liquidity')!.points).toBe(15);
  });
});

describe('projectCash', () => {
  it('projects 18 months, growing revenue with cost of sales keeping its share', () => {
    const rows = projectCash({ ...base, monthlyGrowthPercent: 0 });
    expect(rows).toHaveLength(18);
    expect(rows[0]).toEqual({ month: 1, revenuePence: 2_000_000, costsPence: 3_000_000, cashPence: 11_000_000 });
    expect(rows[11]!.cashPence).toBe(0);
    expect(analyseFinancialHealth({ ...base, monthlyGrowthPercent: 0 }).cashOutMonth).toBe(13);

    const growing = projectCash({ ...base, monthlyGrowthPercent: 10 });
    expect(growing[1]!.revenuePence).toBe(2_200_000);
    expect(growing[1]!.costsPence).toBe(660_000 + 2_400_000);
    expect(growing[17]!.cashPence).toBeGreaterThan(rows[17]!.cashPence);
  });

  it('lasts the whole projection when profitable', () => {
    expect(analyseFinancialHealth({ ...base, monthlyRevenuePence: 5_000_000 }).cashOutMonth).toBeNull();
  });
});

describe('parseFinancialHealthForm', () => {
  it('reads pounds as typed (commas, £) and a growth percentage into pence', () => {
    const result = parseFinancialHealthForm(form());
    expect(result).toEqual({ ok: true, input: base });
  });

  it('names every wrong field with a message a person can read', () => {
    const result = parseFinancialHealthForm(
      form({ cash: '', monthlyRevenue: 'lots', costOfSales: '-5', monthlyGrowth: '500', debt: '2000000000' }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      cash: 'Enter cash in the bank (0 if none).',
      monthlyRevenue: 'Monthly revenue must be an amount in pounds, such as 12,500.00.',
      costOfSales: 'Monthly cost of sales cannot be negative.',
      monthlyGrowth: 'Monthly growth must be between -50% and 100%.',
      debt: 'Debt must be at most £1,000,000,000.00.',
    });
  });

  it('refuses a growth that is not a number', () => {
    const result = parseFinancialHealthForm(form({ monthlyGrowth: 'fast' }));
    expect(result).toEqual({
      ok: false,
      errors: { monthlyGrowth: 'Monthly growth must be a percentage, such as 5 or -2.5.' },
    });
  });
});

describe('ZFinancialHealthInput', () => {
  it('refuses negative, fractional and unknown fields', () => {
    expect(ZFinancialHealthInput.safeParse({ ...base, cashPence: -1 }).success).toBe(false);
    expect(ZFinancialHealthInput.safeParse({ ...base, debtPence: 1.5 }).success).toBe(false);
    expect(ZFinancialHealthInput.safeParse({ ...base, extra: 1 }).success).toBe(false);
    expect(ZFinancialHealthInput.safeParse(base).success).toBe(true);
  });
});

describe('helpers', () => {
  it('interpolates points between stops and stays flat beyond them', () => {
    const stops = [
      [0, 0],
      [10, 20],
    ] as const;
    expect(interpolatePoints(-5, stops)).toBe(0);
    expect(interpolatePoints(5, stops)).toBe(10);
    expect(interpolatePoints(50, stops)).toBe(20);
  });

  it('bands the score', () => {
    expect([100, 75, 74, 50, 49, 25, 24, 0].map(healthBand)).toEqual([
      'Healthy',
      'Healthy',
      'Stable',
      'Stable',
      'At risk',
      'At risk',
      'Critical',
      'Critical',
    ]);
  });

  it('exports a CSV with inputs, results, factors and the projection', () => {
    const csv = financialHealthCsv(base, analyseFinancialHealth(base));
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('Section,Item,Value');
    expect(lines).toContain('Input,Cash (GBP),120000.00');
    expect(lines).toContain('Result,Runway (months),12.0');
    expect(lines.filter((l) => l.startsWith('Projection'))).toHaveLength(18);
    expect(lines.filter((l) => l.startsWith('Factor'))).toHaveLength(6);
  });
});
