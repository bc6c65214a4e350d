import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/test/api-stub';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('/onboarding', () => {
  it('asks for the company stage and goals, then saves them with the country and moves on', async () => {
    const user = makeUser({ country: 'FR' });
    const answered = { ...user, onboarding: { companyStage: 'idea', goals: ['form_company'], completedAt: 'now' } };
    const api = stubApi({ 'PUT /api/user': () => ok(answered) });
    const { router, store } = renderApp('/onboarding?next=%2Fservices', signedIn(user));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Which country/)).toHaveValue('FR');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByRole('radio', { name: 'Just an idea' })).toHaveFocus();
    expect(screen.getByText('Choose the stage that fits best.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one goal.')).toBeInTheDocument();
    expect(api.to('PUT /api/user')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'Just an idea' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Form my company' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(api.to('PUT /api/user')[0]?.body).toEqual({
      country: 'FR',
      onboarding: { companyStage: 'idea', goals: ['form_company'] },
    });
    expect(store.getState().auth.user?.onboarding?.companyStage).toBe('idea');
  });

  it('allows at most five goals', async () => {
    renderApp('/onboarding', signedIn());
    for (const goal of [
      'Form my company',
      'Register a domain',
      'Build a website',
      'Write a business plan',
      'Hire a team',
    ]) {
      await userEvent.click(await screen.findByRole('checkbox', { name: goal }));
    }
    expect(screen.getByText(/5 chosen/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Raise funding' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Hire a team' })).toBeEnabled();
  });

  it('is for signed-in people only', async () => {
    const { router } = renderApp('/onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
