import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSavedCard } from '@launchpad/shared';
import { fail, failFields, json, ok, stubApi } from '@/test/api-stub';
import { renderApp, signedIn } from '@/test/fixtures';
import { formatExpiry, parseExpiry } from './card-input';
import { validateCardForm } from './components/card-form';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const NOW = new Date('2026-05-15T12:00:00Z');
const visa: TSavedCard = { id: 'c1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030, isPrimary: true };
const amex: TSavedCard = { id: 'c2', brand: 'amex', last4: '0005', expMonth: 12, expYear: 2031, isPrimary: false };
const nextYear = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');

describe('card form rules (shared domain/cards)', () => {
  it('checks the number with Luhn and the brand’s length, the expiry and the security code', () => {
    const valid = { number: '4242 4242 4242 4242', expiry: '04 / 30', cvc: '123', name: '' };
    expect(Object.values(validateCardForm(valid, NOW)).filter(Boolean)).toEqual([]);
    expect(validateCardForm({ ...valid, number: '4242 4242 4242 4241' }, NOW).number).toBe(
      'Your card number is incorrect.',
    );
    expect(validateCardForm({ ...valid, number: '4242' }, NOW).number).toBe('Your card number is incomplete.');
    expect(validateCardForm({ ...valid, expiry: '04 / 26' }, NOW).expiry).toBe('Your card has expired.');
    expect(validateCardForm({ ...valid, expiry: '13 / 30' }, NOW).expiry).toBe(
      'Expiry month must be a number from 1 to 12.',
    );
    expect(validateCardForm({ ...valid, expiry: 'soon' }, NOW).expiry).toBe('Enter the expiry date as MM / YY.');
    expect(validateCardForm({ ...valid, number: '3782 822463 10005', cvc: '123' }, NOW).cvc).toBe(
      'Security code must be 4 digits for American Express cards.',
    );
  });

  it('reads and writes expiry dates as people type them', () => {
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('12 / 3')).toBe('12 / 3');
    expect(formatExpiry('12 /', '12 / ')).toBe('12');
    expect(parseExpiry('04/30')).toEqual({ expMonth: 4, expYear: 2030 });
    expect(parseExpiry('04 / 2030')).toEqual({ expMonth: 4, expYear: 2030 });
    expect(parseExpiry('0430')).toEqual({ expMonth: 4, expYear: 2030 });
    expect(parseExpiry('April')).toBeNull();
  });
});

describe('/account/billings', () => {
  it('lists saved cards with brand, last 4 digits, expiry and the primary badge', async () => {
    stubApi({ 'POST /api/user/cards': () => ok([visa, amex]) });
    renderApp('/account/billings', signedIn());
    const rows = await screen.findAllByText(/•••• \d{4}/);
    expect(rows.map((r) => r.textContent)).toEqual(['•••• 4242', '•••• 0005']);
    expect(screen.getByText('Expires 04/30')).toBeInTheDocument();
    expect(screen.getByText('Primary')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make American Express •••• 0005 primary' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Visa •••• 4242 primary' })).not.toBeInTheDocument();
  });

  it('shows a friendly empty state, then tokenises the card and saves only the token', async () => {
    let saved: TSavedCard[] = [];
    const api = stubApi({
      'POST /api/user/cards': () => ok(saved),
      'POST /api/payment/builtin/payment-methods': () => ok({ paymentMethodId: 'pm_test_1' }),
      'POST /api/user/addcard': () => {
        saved = [visa];
        return json(201, { success: true, message: 'Card saved.', data: visa });
      },
    });
    renderApp('/account/billings', signedIn());
    expect(await screen.findByText('No saved cards yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));

    const form = screen.getByRole('form', { name: 'Add a card' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(within(form).getByLabelText('Card number')).toHaveFocus();
    expect(within(form).getByLabelText('Card number')).toHaveAccessibleDescription('Enter your card number.');
    expect(api.to('POST /api/user/addcard')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Card number'), '4242424242424242');
    expect(within(form).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(within(form).getByText('Visa')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Expiry date'), `04${nextYear}`);
    await userEvent.type(within(form).getByLabelText('Security code'), '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Card saved.')).toBeInTheDocument();
    expect(api.to('POST /api/payment/builtin/payment-methods')[0]?.body).toEqual({
      card: { number: '4242424242424242', expMonth: 4, expYear: 2000 + Number(nextYear), cvc: '123' },
    });
    expect(api.to('POST /api/user/addcard')[0]?.body).toEqual({ paymentMethodId: 'pm_test_1' });
    expect(await screen.findByText('•••• 4242')).toBeInTheDocument();
  });

  it('says a declined card was declined, never "Card saved.", and the primary card stays the customer’s choice', async () => {
    const api = stubApi({
      'POST /api/user/cards': () => ok([visa, amex]),
      'POST /api/payment/builtin/payment-methods': () => ok({ paymentMethodId: 'pm_declined' }),
      'POST /api/user/addcard': () => fail(422, 'Your card was declined.'),
    });
    renderApp('/account/billings', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    const form = screen.getByRole('form', { name: 'Add a card' });
    await userEvent.type(within(form).getByLabelText('Card number'), '4000000000000002');
    await userEvent.type(within(form).getByLabelText('Expiry date'), `04${nextYear}`);
    await userEvent.type(within(form).getByLabelText('Security code'), '123');
    // (A toast of an earlier test may still be on screen: count, do not look for none.)
    const savedToasts = screen.queryAllByText('Card saved.').length;
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.queryAllByText('Card saved.')).toHaveLength(savedToasts);
    expect(api.to('POST /api/user/addcard')).toHaveLength(1);
    // The list is as it was: Visa is still the primary card, and no •••• 0002 appears.
    expect(screen.queryByText('•••• 0002')).not.toBeInTheDocument();
    expect(screen.getByText('Primary')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Visa •••• 4242 primary' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make American Express •••• 0005 primary' })).toBeInTheDocument();
  });

  it('puts the gateway’s complaint on the right field', async () => {
    stubApi({
      'POST /api/user/cards': () => ok([]),
      'POST /api/payment/builtin/payment-methods': () =>
        failFields(400, { 'card.cvc': 'Your card’s security code is incorrect.' }),
    });
    renderApp('/account/billings', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    await userEvent.type(screen.getByLabelText('Card number'), '4000000000000127');
    await userEvent.type(screen.getByLabelText('Expiry date'), `04${nextYear}`);
    await userEvent.type(screen.getByLabelText('Security code'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Security code')).toHaveAccessibleDescription(
        expect.stringContaining('Your card’s security code is incorrect.'),
      ),
    );
  });

  it('makes a card primary, and removes one after confirmation', async () => {
    const api = stubApi({
      'POST /api/user/cards': () => ok([visa, amex]),
      'POST /api/user/cards/c2': () =>
        json(200, {
          success: true,
          message: 'Primary card updated.',
          data: [
            { ...amex, isPrimary: true },
            { ...visa, isPrimary: false },
          ],
        }),
      'DELETE /api/user/cards/c1': () =>
        json(200, { success: true, message: 'Card removed.', data: [{ ...amex, isPrimary: true }] }),
    });
    renderApp('/account/billings', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Make American Express •••• 0005 primary' }));
    expect(await screen.findByText('Primary card updated.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Make Visa •••• 4242 primary' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this card?' });
    expect(dialog).toHaveTextContent('Visa •••• 4242 will no longer be available for payments.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));

    expect(await screen.findByText('Card removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('•••• 4242')).not.toBeInTheDocument());
    expect(api.to('DELETE /api/user/cards/c1')).toHaveLength(1);
  });
});
