import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '@/test/api-stub';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const user = makeUser();
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

describe('/account/profile', () => {
  it('saves name, country and phone, and the sidebar shows the new name', async () => {
    const api = stubApi({
      'POST /api/user': () => ok(user),
      'PUT /api/user': () => ok({ ...user, name: 'Ada King', phone: '+442079460958' }),
    });
    renderApp('/account/profile', signedIn(user));
    const name = await screen.findByLabelText('Full name');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await userEvent.clear(name);
    await userEvent.type(name, 'Ada King');
    await userEvent.type(screen.getByLabelText(/^Phone/), '020 7946');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      expect.stringContaining('Use the international format'),
    );

    await userEvent.clear(screen.getByLabelText(/^Phone/));
    await userEvent.type(screen.getByLabelText(/^Phone/), '+44 20 7946 0958');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(api.to('PUT /api/user')[0]?.body).toEqual({ name: 'Ada King', country: 'GB', phone: '+44 20 7946 0958' });
    expect(await screen.findAllByText('Ada King')).not.toHaveLength(0);
  });

  it('previews a chosen picture, refuses the wrong kind of file, and uploads it as multipart "image"', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
    const api = stubApi({
      'POST /api/user': () => ok(user),
      'POST /api/user/profile-image': () => ok({ ...user, profile_img: '/media/avatars/user-1/abc.webp' }),
    });
    renderApp('/account/profile', signedIn(user));
    const input = await screen.findByLabelText('Choose a picture');

    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(input).toHaveAccessibleDescription('Choose a JPEG, PNG, WebP or GIF image.');

    await userEvent.upload(input, png());
    expect(screen.getByRole('img', { name: 'Preview of your new picture' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Upload picture' }));

    expect(await screen.findByText('Your profile picture has been updated.')).toBeInTheDocument();
    expect(api.to('POST /api/user/profile-image')[0]?.body).toEqual(expect.stringContaining('name="image"'));
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: "Ada Lovelace's profile picture" })[0]).toHaveAttribute(
        'src',
        '/media/avatars/user-1/abc.webp',
      ),
    );
  });

  it('asks for the password to change the email address and says where the link went', async () => {
    const api = stubApi({
      'POST /api/user': () => ok(user),
      'POST /api/auth/emailChange': ({ body }) =>
        (body as { password?: string }).password === 'right'
          ? ok(
              undefined,
              'We have sent a confirmation link to new@example.com. Your address changes once you confirm it.',
            )
          : fail(400, 'Your password is not correct.'),
    });
    renderApp('/account/profile', signedIn(user));
    await userEvent.type(await screen.findByLabelText('New email address'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        expect.stringContaining('Your password is not correct.'),
      ),
    );

    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(/We have sent a confirmation link to new@example.com/)).toBeInTheDocument();
    expect(api.to('POST /api/auth/emailChange').at(-1)?.body).toEqual({
      newEmail: 'new@example.com',
      password: 'right',
    });
  });
});

describe('/account dashboard', () => {
  it('asks an unconfirmed user to confirm the email, and can resend the link', async () => {
    const unconfirmed = makeUser({ email_verified: false });
    const api = stubApi({
      'POST /api/user': () => ok(unconfirmed),
      'POST /api/auth/request-verify-mail': () => ok(undefined, 'We have sent a confirmation link to ada@example.com.'),
    });
    renderApp('/account', signedIn(unconfirmed));
    expect(await screen.findByText('Confirm your email address')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('We have sent a confirmation link to ada@example.com.')).toBeInTheDocument();
    expect(api.to('POST /api/auth/request-verify-mail')).toHaveLength(1);
  });

  it('shows the plan and friendly empty states, and hides the banner once confirmed on the server', async () => {
    stubApi({ 'POST /api/user': () => ok(user) });
    renderApp('/account', signedIn(makeUser({ email_verified: false })));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getByText('Startup Membership')).toBeInTheDocument();
    expect(screen.getByText('£49.00')).toBeInTheDocument();
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText('No domains yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Confirm your email address')).not.toBeInTheDocument());
  });
});
