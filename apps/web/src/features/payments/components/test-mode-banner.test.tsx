import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestModeBanner } from './test-mode-banner';

describe('TestModeBanner', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-payments-test-mode');
  });

  it('says payments are in test mode on a page the api marked, without asking the api', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    document.documentElement.setAttribute('data-payments-test-mode', '');
    render(<TestModeBanner />);
    expect(screen.getByRole('note')).toHaveTextContent('Test mode: payments use the built-in test gateway');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows nothing on an unmarked page', () => {
    const { container } = render(<TestModeBanner />);
    expect(container).toBeEmptyDOMElement();
  });
});
