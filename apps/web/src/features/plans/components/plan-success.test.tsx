import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPlan } from '@launchpad/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { renderWithProviders } from '@/test/fixtures';
import { PlanSuccess } from './plan-success';

const plan = (overrides: Partial<TPlan>): TPlan => ({
  id: 'id-plan',
  slug: 'plan',
  name: 'Plan',
  description: 'A plan.',
  monthlyPricePence: 1900,
  yearlyPricePence: 19000,
  yearlySavingPence: 3800,
  features: [],
  tools: false,
  build_startup_ai: false,
  aiMonthlyLimit: 0,
  isPopular: false,
  sortOrder: 10,
  ...overrides,
});

function showSuccess(bought: TPlan) {
  renderWithProviders(
    <Dialog open>
      <DialogContent>
        <PlanSuccess plan={bought} renewsOn="2026-12-22T10:00:00Z" />
      </DialogContent>
    </Dialog>,
  );
}

describe('plan checkout: after paying', () => {
  it('offers the AI startup builder after buying a plan with it (Scale), not the business tools', async () => {
    showSuccess(plan({ name: 'Scale', tools: true, build_startup_ai: true }));
    expect(await screen.findByRole('link', { name: 'Open the AI startup builder' })).toHaveAttribute(
      'href',
      '/build-startup',
    );
    expect(screen.queryByRole('link', { name: 'Open the business tools' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'You are on Scale' })).toHaveTextContent('22 Dec 2026');
  });

  it('keeps offering the business tools after buying a tools-only plan', async () => {
    showSuccess(plan({ name: 'Growth', tools: true }));
    expect(await screen.findByRole('link', { name: 'Open the business tools' })).toHaveAttribute('href', '/tools');
    expect(screen.queryByRole('link', { name: 'Open the AI startup builder' })).not.toBeInTheDocument();
  });
});
