import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BankConfirmationDialog } from './bank-confirmation-dialog';

describe('the test bank’s 3-D Secure step', () => {
  it('asks to confirm the payment and reports Complete or Fail', async () => {
    const onComplete = vi.fn();
    const onFail = vi.fn();
    const { rerender } = render(
      <BankConfirmationDialog open amountLabel="£71.99" pending={null} onComplete={onComplete} onFail={onFail} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm this payment with your bank' });
    expect(dialog).toHaveTextContent('the payment of £71.99');
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(onFail).toHaveBeenCalledTimes(1);

    // While an answer is on its way neither button can be pressed again.
    rerender(
      <BankConfirmationDialog open amountLabel="£71.99" pending="complete" onComplete={onComplete} onFail={onFail} />,
    );
    expect(screen.getByRole('button', { name: /Complete/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fail' })).toBeDisabled();
  });

  it('counts closing the dialog as failing the step', async () => {
    const onFail = vi.fn();
    render(<BankConfirmationDialog open amountLabel={null} pending={null} onComplete={vi.fn()} onFail={onFail} />);
    await userEvent.keyboard('{Escape}');
    expect(onFail).toHaveBeenCalledTimes(1);
  });
});
