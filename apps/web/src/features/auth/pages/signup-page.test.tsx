import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '@/test/api-stub';
import { makeUser, renderApp } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const user = makeUser({ name: 'Grace Hopper', email: 'grace@example.com' });
const session = { user, accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 900 };

async function fillForm(password = 'Compiler-Pioneer-1952') {
  await userEvent.type(await screen.findByLabelText('Full name'), 'Grace Hopper');
  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('/signup', () => {
  it('checks every field inline before sending anything', async () => {
    const api = stubApi({});
    renderApp('/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a password.'),
    );

    await userEvent.type(screen.getByLabelText('Password'), 'password');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('too common'));
    expect(api.to('POST /api/auth/register')).toHaveLength(0);
  });

  it('rates the password as it is typed', async () => {
    renderApp('/signup');
    const password = await screen.findByLabelText('Password');
    await userEvent.type(password, 'abc');
    expect(screen.getByText('Password strength: Too short')).toBeInTheDocument();
    await userEvent.type(password, 'def-Ghi-2024-xyz');
    expect(screen.getByText(/Password strength: (Good|Strong)/)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Password strength'));
  });

  it('sends the referral code and the country, stores the session and goes to onboarding', async () => {
    const api = stubApi({ 'POST /api/auth/register': () => ok(session) });
    const { router, store } = renderApp('/signup?signupref=FRIEND10');
    expect(await screen.findByText('FRIEND10')).toBeInTheDocument();
    await fillForm();
    await userEvent.selectOptions(screen.getByLabelText(/Country/), 'GB');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(api.to('POST /api/auth/register')[0]?.body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      password: 'Compiler-Pioneer-1952',
      country: 'GB',
      signupref: 'FRIEND10',
    });
    expect(store.getState().auth.user).toEqual(user);
  });

  it('says so on the email field when the address already has an account', async () => {
    stubApi({
      'POST /api/auth/register': () => fail(409, 'An account with this email already exists. Sign in instead.'),
    });
    const { router } = renderApp('/signup');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists. Sign in instead.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Log in with this email' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/signup');

    // Editing the address clears the server's complaint.
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the submit button disabled while the account is being created', async () => {
    stubApi({ 'POST /api/auth/register': () => new Promise(() => {}) });
    renderApp('/signup');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled());
  });
});
