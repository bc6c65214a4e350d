import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { fail, ok, stubApi } from '@/test/api-stub';
import { makeUser, renderApp } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const user = makeUser();
const session = { user, accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 900 };

describe('/login', () => {
  it('says what is missing, on the field, and moves focus to it', async () => {
    const api = stubApi({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');

    await userEvent.type(email, 'not-an-email');
    expect(email).toHaveAccessibleDescription('Enter an email address like name@company.com.');
    expect(api.to('POST /api/auth/login')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    renderApp('/login');
    const password = await screen.findByLabelText('Password');
    await userEvent.type(password, 'secret-words');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('disables the button while signing in, stores the session and returns to ?next=', async () => {
    let answer: () => void = () => {};
    const api = stubApi({
      'POST /api/auth/login': () => new Promise((resolve) => (answer = () => resolve(ok(session)))),
    });
    const { router, store } = renderApp('/login?next=%2Faccount%2Fbillings');
    await userEvent.type(await screen.findByLabelText('Email'), ' ada@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const button = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer();

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/billings'));
    expect(api.to('POST /api/auth/login')[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(store.getState().auth).toEqual({ user, accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(window.localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
  });

  it('shows the server’s message when the details are wrong, and stays on the page', async () => {
    stubApi({ 'POST /api/auth/login': () => fail(401, 'Incorrect email or password.') });
    const { router, store } = renderApp('/login?next=%2Faccount');
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(router.state.location.search).toBe('?next=%2Faccount');
    expect(store.getState().auth.user).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('shows a button for each configured identity provider, and none when there are none', async () => {
    stubApi({ 'GET /api/auth/providers': () => ok([{ name: 'google', label: 'Google' }]) });
    const view = renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with Apple/ })).not.toBeInTheDocument();
    view.unmount();

    stubApi({ 'GET /api/auth/providers': () => ok([]) });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument());
  });

  it('starts a provider sign-in: keeps the browser key for the callback and leaves for the provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const api = stubApi({
      'GET /api/auth/providers': () => ok([{ name: 'google', label: 'Google' }]),
      'POST /api/auth/oauth/google/start': () =>
        ok({ authorizationUrl: 'https://accounts.example/authorize?x=1', browserKey: 'key-123' }),
    });
    renderApp('/login?next=%2Fcart');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/authorize?x=1'));
    expect(api.to('POST /api/auth/oauth/google/start')[0]?.body).toEqual({ returnTo: '/cart' });
    expect(window.sessionStorage.getItem(storageKeys.oauthBrowserKey)).toBe('key-123');
  });
});
