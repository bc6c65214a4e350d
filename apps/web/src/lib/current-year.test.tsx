import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentYear } from './current-year';

function Copyright() {
  return <p>© {useCurrentYear()} Launchpad</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useCurrentYear', () => {
  it('hydrates a page pre-rendered in an earlier year without a mismatch, then shows this year', async () => {
    const built = new Date().getFullYear();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Copyright />);
    const prerendered = container.querySelector('p');
    expect(prerendered?.textContent).toBe(`© ${built} Launchpad`);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(built + 1, 0, 1, 0, 0, 5));
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Copyright />, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    expect(recoverableErrors).toEqual([]);
    expect(container.querySelector('p')).toBe(prerendered);
    expect(prerendered?.textContent).toBe(`© ${built + 1} Launchpad`);
  });
});
