import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSavedCard } from '@launchpad/shared';
import { fail, json, ok, stubApi } from '@/test/api-stub';
import { renderApp, signedIn } from '@/test/fixtures';

/*
 * Issue 20: a card whose bank asks for 3-D Secure when it is saved. The add answers 202 with the
 * SetupIntent; the page shows the built-in gateway's bank step for the card, then asks the api to
 * save it (POST /api/user/cards/confirm), which it does only if the bank confirmed it.
 */

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const secure: TSavedCard = { id: 'c3', brand: 'visa', last4: '3155', expMonth: 4, expYear: 2034, isPrimary: true };
const nextYear = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
const setup = { status: 'requires_action', setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_abc' };

async function addSecureCard() {
  renderApp('/account/billings', signedIn());
  await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
  const form = screen.getByRole('form', { name: 'Add a card' });
  await userEvent.type(within(form).getByLabelText('Card number'), '4000002500003155');
  await userEvent.type(within(form).getByLabelText('Expiry date'), `04${nextYear}`);
  await userEvent.type(within(form).getByLabelText('Security code'), '123');
  await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
  return form;
}

describe('saving a 3-D Secure card on the billing page (built-in gateway)', () => {
  it('shows the bank’s step for the card, then saves it once the bank confirmed it', async () => {
    let saved: TSavedCard[] = [];
    const api = stubApi({
      'POST /api/user/cards': () => ok(saved),
      'POST /api/payment/builtin/payment-methods': () => ok({ paymentMethodId: 'pm_3ds' }),
      'POST /api/user/addcard': () =>
        json(202, { success: true, message: 'Your bank needs you to confirm this card.', data: setup }),
      'POST /api/payment/builtin/authenticate': () => ok({ status: 'succeeded' }),
      'POST /api/user/cards/confirm': () => {
        saved = [secure];
        return json(201, { success: true, message: 'Card saved.', data: secure });
      },
    });
    await addSecureCard();

    const bank = await screen.findByRole('dialog', { name: 'Confirm this card with your bank' });
    expect(bank).toHaveTextContent('Your bank asks you to confirm this card before it is saved.');
    expect(api.to('POST /api/user/cards/confirm')).toHaveLength(0);
    await userEvent.click(within(bank).getByRole('button', { name: 'Complete' }));

    expect(await screen.findByText('Card saved.')).toBeInTheDocument();
    expect(await screen.findByText('•••• 3155')).toBeInTheDocument();
    expect(api.to('POST /api/payment/builtin/authenticate')[0]?.body).toEqual({
      clientSecret: 'seti_1_secret_abc',
      outcome: 'complete',
    });
    expect(api.to('POST /api/user/cards/confirm')[0]?.body).toEqual({ setupIntentId: 'seti_1' });
  });

  it('says why when the bank’s step fails, and shows no saved card', async () => {
    const api = stubApi({
      'POST /api/user/cards': () => ok([]),
      'POST /api/payment/builtin/payment-methods': () => ok({ paymentMethodId: 'pm_3ds' }),
      'POST /api/user/addcard': () =>
        json(202, { success: true, message: 'Your bank needs you to confirm this card.', data: setup }),
      'POST /api/payment/builtin/authenticate': () => ok({ status: 'failed' }),
      'POST /api/user/cards/confirm': () =>
        fail(
          422,
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        ),
    });
    const form = await addSecureCard();
    const bank = await screen.findByRole('dialog', { name: 'Confirm this card with your bank' });
    await userEvent.click(within(bank).getByRole('button', { name: 'Fail' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(/unable to authenticate your payment method/);
    expect(api.to('POST /api/payment/builtin/authenticate')[0]?.body).toMatchObject({ outcome: 'fail' });
    expect(screen.queryByText('•••• 3155')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm this card with your bank' })).not.toBeInTheDocument();
  });
});
