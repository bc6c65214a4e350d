import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forPeople } from '@/lib/for-people';
import { notify, splitToastMessage, Toaster } from './toast';

describe('toast messages (SPEC §8)', () => {
  it('splits "Title: Body" at the first colon', () => {
    expect(splitToastMessage('Payment failed: Card declined: try another')).toEqual({
      title: 'Payment failed',
      description: 'Card declined: try another',
    });
  });

  it('keeps one sentence with a colon whole: the first part is not a title', () => {
    expect(splitToastMessage('Please Subscribe: choose a membership plan with the AI startup builder.')).toEqual({
      title: 'Please Subscribe: choose a membership plan with the AI startup builder.',
    });
    expect(splitToastMessage('Certificate activated: it is awaiting approval.')).toEqual({
      title: 'Certificate activated: it is awaiting approval.',
    });
    expect(
      splitToastMessage('Our service is briefly unavailable. Please try again: Nothing is charged twice.'),
    ).toEqual({
      title: 'Our service is briefly unavailable. Please try again: Nothing is charged twice.',
    });
  });

  it('keeps a message without a colon, or with one empty side, as a title alone', () => {
    expect(splitToastMessage('Product added to cart!')).toEqual({ title: 'Product added to cart!' });
    expect(splitToastMessage('Heads up:')).toEqual({ title: 'Heads up' });
    expect(splitToastMessage(': only a body')).toEqual({ title: ': only a body' });
  });

  it('never shows an api field name or a lower-case start', () => {
    expect(forPeople('url: That is not a web address.')).toBe('That is not a web address.');
    expect(forPeople('links.0: each link must be an http(s) address')).toBe('Each link must be an http(s) address');
    expect(forPeople('name is required; email: enter an email address')).toBe(
      'Name is required; Enter an email address',
    );
    expect(splitToastMessage('url: That is not a web address.')).toEqual({ title: 'That is not a web address.' });
    // A name is not a word to capitalise.
    expect(forPeople('notes.txt is not a PDF, PNG or JPEG file.')).toBe('notes.txt is not a PDF, PNG or JPEG file.');
    expect(splitToastMessage('Audit complete: 87 out of 100.')).toEqual({
      title: 'Audit complete',
      description: '87 out of 100.',
    });
  });

  it('shows an error with its title and body as separate lines', async () => {
    render(<Toaster />);
    await notify.error('Payment failed: Your card was declined.');
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
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
    // Below the 64 px sticky header, on phones too: the menu and the cart icon stay visible.
    const style = (toaster as HTMLElement).style;
    expect(style.getPropertyValue('--offset-top')).toBe('76px');
    expect(style.getPropertyValue('--mobile-offset-top')).toBe('76px');
  });
});
