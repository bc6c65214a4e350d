import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify, splitToastMessage, Toaster } from './toast';

describe('toast messages (SPEC §8)', () => {
  it('splits "title: body" at the first colon', () => {
    expect(splitToastMessage('Payment failed: card declined: try another')).toEqual({
      title: 'Payment failed',
      description: 'card declined: try another',
    });
  });

  it('keeps a message without a colon, or with one empty side, as a title alone', () => {
    expect(splitToastMessage('Product added to cart!')).toEqual({ title: 'Product added to cart!' });
    expect(splitToastMessage('Heads up:')).toEqual({ title: 'Heads up' });
    expect(splitToastMessage(': only a body')).toEqual({ title: 'only a body' });
  });

  it('shows an error with its title and body as separate lines', async () => {
    render(<Toaster />);
    await notify.error('Payment failed: your card was declined');
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('your card was declined')).toBeInTheDocument();
  });

  it('falls back to "Success!" and "Something went wrong!" without a message', async () => {
    render(<Toaster />);
    await notify.success();
    await notify.error('   ');
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });

  it('shows toasts in the top-right corner', async () => {
    render(<Toaster />);
    await notify.success('Saved');
    await screen.findByText('Saved');
    const toaster = document.querySelector('[data-sonner-toaster]');
    expect(toaster).toHaveAttribute('data-y-position', 'top');
    expect(toaster).toHaveAttribute('data-x-position', 'right');
  });
});
