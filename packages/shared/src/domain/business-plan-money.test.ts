import { describe, expect, it } from 'vitest';
import { ZBusinessPlanFormData } from '../contracts/tools-workspace';
import { MONEY_FIELD_MESSAGE, emptyBusinessPlan, moneyFieldProblem, planAmountPence } from './business-plan';

describe('business plan: the financial plan takes amounts only', () => {
  it('reads pounds as typed, with or without £, thousands commas and pence', () => {
    expect(planAmountPence('25000')).toBe(2_500_000);
    expect(planAmountPence(' £25,000.50 ')).toBe(2_500_050);
    expect(planAmountPence('0')).toBe(0);
  });

  it('refuses words, ranges, negative and malformed numbers', () => {
    for (const text of ['about twenty grand', '20k', '10-20000', '-500', '25,00', '1.234', '£']) {
      expect(planAmountPence(text)).toBeNull();
      expect(moneyFieldProblem(text)).toBe(MONEY_FIELD_MESSAGE);
    }
    expect(moneyFieldProblem('')).toBeNull();
  });

  it('is enforced by the contract the api checks', () => {
    const form = { ...emptyBusinessPlan(), companyName: 'Acme' };
    expect(ZBusinessPlanFormData.safeParse({ ...form, monthlyCosts: '6,500' }).success).toBe(true);
    const refused = ZBusinessPlanFormData.safeParse({ ...form, monthlyCosts: 'lots' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(`Monthly costs: ${MONEY_FIELD_MESSAGE}`);
  });
});
