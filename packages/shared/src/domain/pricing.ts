// Issue 5 checkout: VAT and the exact sharing of a discount over lines. Catalogue prices (and so
// every cart total) EXCLUDE VAT: the order summary shows the subtotal, the discount, VAT at 20%
// on what is left, and the total, on separate lines. All amounts are integer pence.

/** UK standard rate. */
export const UK_VAT_RATE_PERCENT = 20;

/** A rate in hundredths of a percent (20% -> 2000), so 12.5% or 5% stay exact. */
function rateInBasisPoints(ratePercent: number): bigint {
  const basisPoints = Math.round(ratePercent * 100);
  if (
    !Number.isFinite(ratePercent) ||
    ratePercent < 0 ||
    ratePercent > 100 ||
    Math.abs(basisPoints - ratePercent * 100) > 1e-6
  ) {
    throw new RangeError(`a rate must be a percentage from 0 to 100 with at most 2 decimals, got ${ratePercent}`);
  }
  return BigInt(basisPoints);
}

function assertPence(name: string, value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be whole pence, got ${value}`);
}

/** numerator / denominator rounded to the nearest whole number, halves away from zero (half-up for positives). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  const quotient = magnitude / denominator;
  const remainder = magnitude % denominator;
  return sign * (remainder * 2n >= denominator ? quotient + 1n : quotient);
}

/**
 * `ratePercent` of `amountPence`, rounded to whole pence with halves rounded up:
 * vatFor(1000) = 200, vatFor(1) = 0 (0.2p), vatFor(3) = 1 (0.6p), vatFor(5, 10) = 1 (0.5p).
 * Negative amounts (refunds) mirror positive ones, so vatFor(-x) = -vatFor(x).
 */
export function vatFor(amountPence: number, ratePercent = UK_VAT_RATE_PERCENT): number {
  assertPence('amountPence', amountPence);
  return Number(divideRounded(BigInt(amountPence) * rateInBasisPoints(ratePercent), 10_000n)) + 0;
}

/** `percent` of `amountPence`, rounded half-up to whole pence; what a percent-off coupon takes off. */
export function percentOf(amountPence: number, percent: number): number {
  return vatFor(amountPence, percent);
}

/**
 * Shares `totalPence` over lines in proportion to their amounts, in whole pence that sum exactly to
 * the total (largest remainder: each line gets the floor of its exact share, and the pence left go
 * to the largest fractions, earlier lines first on a tie). With 0 <= total <= Σ amounts no line gets
 * more than its own amount.
 */
export function allocateProportionally(totalPence: number, amounts: readonly number[]): number[] {
  assertPence('totalPence', totalPence);
  amounts.forEach((amount) => {
    assertPence('each amount', amount);
    if (amount < 0) throw new RangeError(`amounts must not be negative, got ${amount}`);
  });
  const sum = amounts.reduce((acc, amount) => acc + BigInt(amount), 0n);
  if (totalPence < 0 || BigInt(totalPence) > sum) {
    throw new RangeError(`the total to share must be from 0 to the sum of the amounts (${sum}), got ${totalPence}`);
  }
  if (sum === 0n) return amounts.map(() => 0);

  const total = BigInt(totalPence);
  const shares = amounts.map((amount, index) => {
    const exact = total * BigInt(amount);
    return { index, floor: exact / sum, remainder: exact % sum };
  });
  let left = total - shares.reduce((acc, share) => acc + share.floor, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const result = shares.map((share) => share.floor);
  for (const share of byRemainder) {
    if (left === 0n) break;
    result[share.index] = share.floor + 1n;
    left -= 1n;
  }
  return result.map(Number);
}

export type TPriceSummary = {
  /** Σ lines before discount, excluding VAT. */
  subtotal: number;
  discount: number;
  /** subtotal − discount: what VAT is charged on. */
  net: number;
  vat: number;
  /** net + VAT: what is charged. */
  total: number;
};

/**
 * The order summary. VAT is worked out once, on the discounted net total (a discount given at the
 * time of sale reduces the amount VAT is due on), not per line, so the VAT shown is the VAT charged.
 * A discount larger than the subtotal is a bug in the caller and throws.
 */
export function priceSummary(subtotal: number, discount = 0, ratePercent = UK_VAT_RATE_PERCENT): TPriceSummary {
  assertPence('subtotal', subtotal);
  assertPence('discount', discount);
  if (subtotal < 0 || discount < 0 || discount > subtotal) {
    throw new RangeError(`need 0 <= discount <= subtotal, got discount ${discount} on subtotal ${subtotal}`);
  }
  const net = subtotal - discount;
  const vat = vatFor(net, ratePercent);
  return { subtotal, discount, net, vat, total: net + vat };
}
