import { emptyBusinessPlan } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { businessPlanOutline } from './business-plan-export.service';

describe('business plan document: the financial plan', () => {
  it('prints amounts as pounds and never the free text of an older saved plan', () => {
    const form = {
      ...emptyBusinessPlan(),
      companyName: 'Acme',
      startupCosts: '25000',
      monthlyRevenue: 'about eight grand',
      monthlyCosts: '£6,500.5',
    };
    const finances = businessPlanOutline(form).sections.find((section) => section.heading === 'Financial plan');
    expect(finances?.blocks[0]).toEqual({
      kind: 'facts',
      items: [
        { label: 'Start-up costs', value: '£25,000.00' },
        { label: 'Monthly costs', value: '£6,500.50' },
      ],
    });
  });
});
