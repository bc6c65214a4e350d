import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAUNCHPAD_MESSAGES } from '@launchpad/shared';
import { paths } from '@/config/paths';
import { storageKeys } from '@/config/storage-keys';
import { fail, ok } from '@/test/api-stub';
import { makeUser, renderApp } from '@/test/fixtures';
import { PENDING_IDEA_MAX_AGE_MS, keepPendingIdea, readPendingIdea, takePendingIdea } from '../pending-idea';
import { IDEA_ID, ideaDetail, stubBuilder } from './builder-fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  sessionStorage.clear();
});
afterEach(() => sessionStorage.clear());

const IDEA = 'A mobile bike repair van for commuters in Bristol';
const PLANS = paths.startupPackageFor('build_startup_ai');
const here = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
const newMember = makeUser({ id: 'user-new', name: 'Grace Hopper', email: 'grace@example.com' });
const withScale = { ...newMember, planType: { name: 'Scale', price: 7900, tools: true, build_startup_ai: true } };

describe("a visitor's idea survives sign-up and the plan purchase (issue 18)", () => {
  it('is kept, the visitor is shown the plans after signing up, and it is built once after buying the plan', async () => {
    const user = userEvent.setup();
    let signedUp = false;
    const api = stubBuilder(
      {},
      {
        'POST /api/tools/launchpad': (call) =>
          call.authorization ? ok(ideaDetail({ query: IDEA })) : fail(403, LAUNCHPAD_MESSAGES.subscribe),
        'POST /api/auth/register': () => {
          signedUp = true;
          return ok({ user: newMember, accessToken: 'access-new', refreshToken: 'refresh-new', expiresIn: 900 });
        },
      },
    );
    const { router, store } = renderApp(paths.buildStartup);

    // An anonymous visitor types an idea: the plans page, and the idea is kept.
    await user.type(await screen.findByRole('textbox', { name: 'Describe your business idea' }), IDEA);
    await user.click(screen.getByRole('button', { name: 'Build my startup' }));
    await waitFor(() => expect(here(router)).toBe(PLANS));
    expect(readPendingIdea()?.query).toBe(IDEA);

    // Signs up, skips onboarding, and is brought back to the plans.
    await act(() => router.navigate(paths.signup));
    await user.type(await screen.findByLabelText('Full name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'Compiler-Pioneer-1952');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.onboarding));
    expect(signedUp).toBe(true);
    await user.click(await screen.findByRole('link', { name: 'Skip for now' }));
    await waitFor(() => expect(here(router)).toBe(PLANS));
    expect(api.to('POST /api/tools/launchpad')).toHaveLength(1);

    // The plan is bought: the account is read again with it (the auth slice's userUpdated), and the idea
    // is built straight away.
    act(() => {
      store.dispatch({ type: 'auth/userUpdated', payload: withScale });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.buildStartupIdea(IDEA_ID)));
    const creates = api.to('POST /api/tools/launchpad');
    expect(creates).toHaveLength(2);
    expect(creates[1]!.body).toEqual({ query: IDEA });
    expect(sessionStorage.getItem(storageKeys.pendingIdea)).toBeNull();

    // Once: coming back to the builder builds nothing more.
    await act(() => router.navigate(paths.buildStartup));
    await screen.findByRole('textbox', { name: 'Describe your business idea' });
    expect(api.to('POST /api/tools/launchpad')).toHaveLength(2);
  });

  it('is not kept for a member who has the builder but has used this month’s ideas', async () => {
    const user = userEvent.setup();
    stubBuilder({}, { 'POST /api/tools/launchpad': () => fail(429, LAUNCHPAD_MESSAGES.monthlyLimit(3)) });
    const { router } = renderApp(paths.buildStartup, {
      user: withScale,
      accessToken: 'access-token',
      refreshToken: 'refresh-token',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Describe your business idea' }), IDEA);
    await user.click(screen.getByRole('button', { name: 'Build my startup' }));
    await waitFor(() => expect(here(router)).toBe(PLANS));
    expect(readPendingIdea()).toBeNull();
  });
});

describe('pending idea storage', () => {
  it('is read back, taken once, and forgotten after a day', () => {
    keepPendingIdea(IDEA, { signedIn: false, now: 1_000 });
    expect(readPendingIdea(2_000)).toEqual({ query: IDEA, savedAt: 1_000, signedIn: false });
    expect(takePendingIdea(2_000)).toBe(IDEA);
    expect(takePendingIdea(2_000)).toBeNull();

    keepPendingIdea(IDEA, { signedIn: true, now: 1_000 });
    expect(readPendingIdea(1_000 + PENDING_IDEA_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.pendingIdea)).toBeNull();

    sessionStorage.setItem(storageKeys.pendingIdea, '{"query":42}');
    expect(readPendingIdea()).toBeNull();
  });
});
