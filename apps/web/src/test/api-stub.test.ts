import { describe, expect, it } from 'vitest';
import { driftFromDefinition, fail, ok } from './api-stub';

const applied = {
  coupon: {
    id: 'c1',
    name: 'WELCOME10',
    discountType: 'percent_off',
    percent_off: 10,
    amount_off: null,
    description: '10% off',
  },
  discountTotal: 0,
  discountPerLine: [],
  cart: { CartItems: [], totalQuantity: 0 },
  plan: null,
  summary: { subtotal: 0, discount: 0, net: 0, vat: 0, total: 0 },
};

describe('stand-in answers are held to the endpoint definitions', () => {
  it('accepts an answer the api could send', async () => {
    expect(await driftFromDefinition('POST', '/api/payment/coupan-check/WELCOME10', ok(applied))).toEqual([]);
  });

  it('names each field of an answer the api could not send', async () => {
    const drift = await driftFromDefinition(
      'POST',
      '/api/payment/coupan-check/WELCOME10',
      ok({ ...applied, discountTotal: '10%', plan: undefined }),
    );
    expect(drift).toHaveLength(1);
    expect(drift[0]).toContain('POST /api/payment/coupan-check/WELCOME10');
    expect(drift[0]).toContain('data.discountTotal');
    expect(drift[0]).toContain('data.plan');
  });

  it('leaves refusals and paths no definition covers to the test', async () => {
    expect(await driftFromDefinition('POST', '/api/payment/coupan-check/X', fail(400, 'Unknown coupon.'))).toEqual([]);
    expect(await driftFromDefinition('GET', '/api/payment/coupan-check/X', ok({ nope: 1 }))).toEqual([]);
    expect(await driftFromDefinition('POST', '/api/not-defined', ok({ nope: 1 }))).toEqual([]);
  });
});
