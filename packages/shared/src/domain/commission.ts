// Connect & Earn (issue 10) commission maths, in integer pence. The api records commissions with it in
// the transaction that records a payment; the web app only shows the numbers the api returns.
//
// - The base is what the customer paid for the eligible lines BEFORE VAT: each line's amount minus its
//   share of the coupon discount. VAT is excluded (it is the tax authority's, not a sale).
// - commission = base × rate, rounded to whole pence with halves rounded up (half away from zero):
//   5% of 1010p = 50.5p → 51p; 5% of 1009p = 50.45p → 50p.
// - Rates are basis points (5% = 500) so fractional percentages stay exact.

/** A line of a paid order as the commission engine sees it (order_lines). */
export type TCommissionLine = {
  kind: 'product' | 'group' | 'domain' | 'add_on' | 'service' | 'plan';
  /** The line's amount before the coupon, pence (negative for a credit line, e.g. an upgrade's unused time). */
  totalPence: number;
  /** Its share of the coupon discount, pence. */
  discountPence: number;
};

export type TCommissionSource = 'coupon' | 'referral';

const DAY_MS = 24 * 60 * 60 * 1000;

function assertWholePence(name: string, value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be whole pence, got ${value}`);
}

/** A percentage (5, 12.5) as basis points (500, 1250). */
export function percentToBp(percent: number): number {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || Math.abs(bp - percent * 100) > 1e-6) {
    throw new RangeError(`a rate must be a percentage from 0 to 100 with at most 2 decimals, got ${percent}`);
  }
  return bp;
}

/** Basis points as a percentage: 500 → 5, 1250 → 12.5. */
export function bpToPercent(bp: number): number {
  return bp / 100;
}

/**
 * `rateBp` of `basePence`, rounded half-up to whole pence: commissionPence(1010, 500) = 51 (50.5p),
 * commissionPence(1009, 500) = 50 (50.45p). A base at or below zero earns nothing.
 */
export function commissionPence(basePence: number, rateBp: number): number {
  assertWholePence('basePence', basePence);
  if (!Number.isSafeInteger(rateBp) || rateBp < 0 || rateBp > 10_000) {
    throw new RangeError(`rateBp must be whole basis points from 0 to 10000, got ${rateBp}`);
  }
  if (basePence <= 0 || rateBp === 0) return 0;
  const numerator = BigInt(basePence) * BigInt(rateBp);
  const quotient = numerator / 10_000n;
  const remainder = numerator % 10_000n;
  return Number(remainder * 2n >= 10_000n ? quotient + 1n : quotient);
}

/** Which lines earn: every line for an influencer's coupon; only plan lines for a referral (SPEC §9). */
export function eligibleLines<T extends Pick<TCommissionLine, 'kind'>>(lines: T[], source: TCommissionSource): T[] {
  return source === 'coupon' ? lines : lines.filter((line) => line.kind === 'plan');
}

/** The lines' amounts, their discount and the net base (amount − discount, never below 0), in pence. */
export function commissionBase(lines: Pick<TCommissionLine, 'totalPence' | 'discountPence'>[]): {
  lineTotalPence: number;
  discountPence: number;
  basePence: number;
} {
  let lineTotalPence = 0;
  let discountPence = 0;
  for (const line of lines) {
    assertWholePence('totalPence', line.totalPence);
    assertWholePence('discountPence', line.discountPence);
    lineTotalPence += line.totalPence;
    discountPence += line.discountPence;
  }
  return { lineTotalPence, discountPence, basePence: Math.max(0, lineTotalPence - discountPence) };
}

/** When a commission earned at `paidAt` may be paid out: after the refund window (14 days, see the contract). */
export function commissionPayableAt(paidAt: Date, refundWindowDays: number): Date {
  return new Date(paidAt.getTime() + refundWindowDays * DAY_MS);
}

/** Whether a purchase at `paidAt` falls inside the attribution window that opened at `signedUpAt`. */
export function withinAttribution(signedUpAt: Date, paidAt: Date, days: number): boolean {
  const elapsed = paidAt.getTime() - signedUpAt.getTime();
  return elapsed >= 0 && elapsed <= days * DAY_MS;
}

export type TCommissionCandidate = { influencerId: string; rateBp: number };
export type TCommissionDecision = {
  source: TCommissionSource;
  influencerId: string;
  rateBp: number;
  lineTotalPence: number;
  discountPence: number;
  basePence: number;
  commissionPence: number;
} | null;

/**
 * What one paid order earns, and for whom: an influencer's coupon wins (every line, at the coupon's
 * rate); otherwise a referral inside its window (the plan lines, at the referral's rate); never both.
 * A candidate the caller found to be the buyer themselves (same account, email or card) earns nothing,
 * and a coupon order does not fall back to a referral. Nothing is earned on a zero base.
 */
export function decideCommission(options: {
  lines: TCommissionLine[];
  coupon: (TCommissionCandidate & { self: boolean }) | null;
  referral: (TCommissionCandidate & { self: boolean; signedUpAt: Date }) | null;
  paidAt: Date;
  attributionDays: number;
}): TCommissionDecision {
  let chosen: { source: TCommissionSource; candidate: TCommissionCandidate } | null = null;
  if (options.coupon) {
    if (options.coupon.self) return null;
    chosen = { source: 'coupon', candidate: options.coupon };
  } else if (options.referral) {
    const { referral } = options;
    if (referral.self || !withinAttribution(referral.signedUpAt, options.paidAt, options.attributionDays)) return null;
    chosen = { source: 'referral', candidate: referral };
  }
  if (!chosen) return null;
  const base = commissionBase(eligibleLines(options.lines, chosen.source));
  const amount = commissionPence(base.basePence, chosen.candidate.rateBp);
  if (base.basePence <= 0 || chosen.candidate.rateBp <= 0) return null;
  return {
    source: chosen.source,
    influencerId: chosen.candidate.influencerId,
    rateBp: chosen.candidate.rateBp,
    ...base,
    commissionPence: amount,
  };
}
