import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithTimeout } from './lazy-with-timeout';

const page = (text: string) => ({ default: () => <h1>{text}</h1> });

beforeEach(() => {
  // React reports errors caught by a boundary; these tests cause them on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('lazyWithTimeout', () => {
  it('shows a skeleton while the code loads, then the page', async () => {
    let resolve: (value: ReturnType<typeof page>) => void = () => {};
    const Page = lazyWithTimeout(() => new Promise<ReturnType<typeof page>>((r) => (resolve = r)));
    render(<Page />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    resolve(page('Loaded'));
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
  });

  it('offers a retry when the download fails, and retrying loads the page', async () => {
    const factory = vi
      .fn<() => Promise<ReturnType<typeof page>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(page('Second time lucky'));
    const Page = lazyWithTimeout(factory);
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Second time lucky' })).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('gives up after the time limit with a retry message', async () => {
    const Page = lazyWithTimeout(() => new Promise<ReturnType<typeof page>>(() => {}), 30);
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'This page is taking too long to load' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
