import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, json, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const SENT = 'If an account exists for that email, we have sent it a 6-digit code.';

function resetApi({ codeOk = true } = {}) {
  return stubApi({
    'POST /api/auth/send-reset-otp': () => json(200, { success: true, message: SENT }),
    'POST /api/auth/verify-otp': () =>
      codeOk
        ? json(200, { success: true, message: 'Code accepted. Choose a new password.' })
        : fail(400, 'That code is not correct. 4 attempts left.'),
    'POST /api/auth/reset-password': () =>
      json(200, { success: true, message: 'Your password has been reset. Sign in with your new password.' }),
  });
}

describe('/forgot-password: email → code → new password', () => {
  it('walks through the three steps and lands on /login with the email filled in', async () => {
    const api = resetApi();
    const { router } = renderApp('/forgot-password');

    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const codeHeading = await screen.findByRole('heading', { name: 'Check your email' });
    await waitFor(() => expect(codeHeading).toHaveFocus());
    expect(screen.getByText(SENT)).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();

    const code = screen.getByLabelText('6-digit code');
    await userEvent.type(code, '12a 34 56');
    expect(code).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Choose a new password' });
    await userEvent.type(screen.getByLabelText('New password'), 'Nanoseconds-Are-11.8in');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Nanoseconds-Are-11.8');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(api.to('POST /api/auth/reset-password')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Confirm new password'), 'in');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(
      await screen.findByText('Your password has been reset. Sign in with your new password.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    expect(api.to('POST /api/auth/verify-otp')[0]?.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
      purpose: 'reset_password',
    });
    expect(api.to('POST /api/auth/reset-password')[0]?.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
      password: 'Nanoseconds-Are-11.8in',
    });
  });

  it('shows a wrong code on the code field and stays on the step', async () => {
    resetApi({ codeOk: false });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '99999');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(
      expect.stringContaining('The code is 6 digits'),
    );

    await userEvent.type(screen.getByLabelText('6-digit code'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(
        expect.stringContaining('That code is not correct. 4 attempts left.'),
      ),
    );
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it('lets a new code be sent only after a cooldown', async () => {
    const api = resetApi();
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const resend = await screen.findByRole('button', { name: /Resend code in \d+s/ });
    expect(resend).toBeDisabled();
    expect(api.to('POST /api/auth/send-reset-otp')).toHaveLength(1);
  });
});
