import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPlan } from '@launchpad/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '@/test/api-stub';
import { makeSubscription, makeUser, renderApp, signedIn } from '@/test/fixtures';

const plan = (overrides: Partial<TPlan>): TPlan => ({
  id: `id-${overrides.slug}`,
  slug: 'starter',
  name: 'Starter',
  description: 'For founders getting started.',
  monthlyPricePence: 900,
  yearlyPricePence: 9000,
  yearlySavingPence: 1800,
  tools: false,
  build_startup_ai: false,
  aiMonthlyLimit: 0,
  features: ['Founder community'],
  isPopular: false,
  sortOrder: 10,
  ...overrides,
});

const plans = [
  plan({ slug: 'starter', name: 'Starter' }),
  plan({
    slug: 'growth',
    name: 'Growth',
    monthlyPricePence: 2900,
    yearlyPricePence: 29000,
    yearlySavingPence: 5800,
    tools: true,
    aiMonthlyLimit: 20,
    isPopular: true,
  }),
  plan({
    slug: 'scale',
    name: 'Scale',
    monthlyPricePence: 7900,
    yearlyPricePence: 79000,
    yearlySavingPence: 15800,
    tools: true,
    build_startup_ai: true,
    aiMonthlyLimit: 100,
  }),
];

function stubPlans() {
  return stubApi({
    'POST /api/plan/getstartupPackages': () => ok(plans),
    'POST /api/products/page-seo': () => fail(404, 'No metadata'),
  });
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('startup package page: monthly or yearly', () => {
  it('shows monthly prices first and yearly prices, with the saving, after the toggle', async () => {
    const user = userEvent.setup();
    stubPlans();
    renderApp('/startup-package');
    await screen.findByRole('article', { name: 'Growth' });
    expect(within(card('Growth')).getByText('£29.00')).toBeInTheDocument();
    expect(within(card('Growth')).getByText('/month')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByText('Save up to 17% with yearly billing')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(within(card('Growth')).getByText('£290.00')).toBeInTheDocument();
    expect(within(card('Growth')).getByText('/year')).toBeInTheDocument();
    expect(within(card('Growth')).getByText('£24.17 a month · save £58.00')).toBeInTheDocument();
    expect(within(card('Growth')).getByRole('link', { name: 'Choose Growth' })).toHaveAttribute(
      'href',
      '/signup?plan=growth&billing=year',
    );

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(within(card('Scale')).getByText('£79.00')).toBeInTheDocument();
  });

  it('marks the popular plan and what each plan unlocks', async () => {
    stubPlans();
    renderApp('/startup-package');
    await screen.findByRole('article', { name: 'Growth' });
    expect(within(card('Growth')).getByText('Most popular')).toBeInTheDocument();
    expect(within(card('Starter')).queryByText('Most popular')).not.toBeInTheDocument();
    const unlocks = within(card('Growth')).getByRole('list', { name: 'Growth: what it unlocks' });
    expect(within(unlocks).getByText(/Business tools/)).toHaveTextContent('Business tools: included');
    expect(within(unlocks).getByText(/Full AI startup builder/)).toHaveTextContent('not included');
    expect(within(unlocks).getByText(/20 AI builds a month/)).toBeInTheDocument();
  });

  it('explains a redirect from a tool and highlights the plans with Tools', async () => {
    stubPlans();
    renderApp('/startup-package?type=tools');
    expect(await screen.findByText('Business tools need a plan with Tools')).toBeInTheDocument();
    expect(await screen.findByText(/Growth and Scale include every tool/)).toBeInTheDocument();
    expect(within(card('Growth')).getByText('Unlocks the business tools')).toBeInTheDocument();
    expect(within(card('Scale')).getByText('Unlocks the business tools')).toBeInTheDocument();
    expect(within(card('Starter')).queryByText('Unlocks the business tools')).not.toBeInTheDocument();
  });

  it('explains a redirect from the AI builder and highlights only the plans with it', async () => {
    stubPlans();
    renderApp('/startup-package?type=build_startup_ai');
    expect(await screen.findByText('The AI builder needs a plan with the AI startup builder')).toBeInTheDocument();
    expect(await screen.findByText(/Scale includes it/)).toBeInTheDocument();
    expect(within(card('Scale')).getByText('Unlocks the AI startup builder')).toBeInTheDocument();
    expect(within(card('Growth')).queryByText('Unlocks the AI startup builder')).not.toBeInTheDocument();
  });

  it('shows a member their current plan and opens the plan checkout for another one', async () => {
    stubPlans();
    const user = makeUser({ planType: { name: 'Growth', price: 2900, tools: true, build_startup_ai: false } });
    renderApp('/startup-package', signedIn(user));
    await screen.findByRole('article', { name: 'Growth' });
    expect(within(card('Growth')).getByText('Current plan')).toBeInTheDocument();
    expect(within(card('Growth')).queryByRole('button', { name: /Choose/ })).not.toBeInTheDocument();
    expect(within(card('Scale')).getByRole('button', { name: 'Choose Scale' })).toBeInTheDocument();
  });

  it('subscribes a member with a saved card and re-reads the account so the plan flags apply at once', async () => {
    const visa = {
      id: '11111111-1111-4111-8111-111111111111',
      brand: 'visa',
      last4: '4242',
      expMonth: 4,
      expYear: 2040,
      isPrimary: true,
    };
    const member = makeUser({ planType: null });
    const upgraded = { ...member, planType: { name: 'Growth', price: 2900, tools: true, build_startup_ai: false } };
    const api = stubApi({
      'POST /api/plan/getstartupPackages': () => ok(plans),
      'POST /api/user/cards': () => ok([visa]),
      'POST /api/payment/create-subscription-payment': () =>
        ok({
          change: 'start',
          status: 'paid',
          order: null,
          clientSecret: null,
          subscription: makeSubscription(),
        }),
      'POST /api/user': () => ok(upgraded),
    });
    const { store } = renderApp('/startup-package?type=tools', signedIn(member));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Growth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Growth' });
    expect(await within(dialog).findByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay £34.80' }));
    expect(await screen.findByRole('dialog', { name: 'You are on Growth' })).toHaveTextContent('22 Dec 2026');
    expect(api.to('POST /api/payment/create-subscription-payment')[0]?.body).toMatchObject({
      planId: 'id-growth',
      interval: 'month',
      paymentMethod: { cardId: visa.id },
    });
    expect(store.getState().auth.user?.planType?.tools).toBe(true);
  });
});
