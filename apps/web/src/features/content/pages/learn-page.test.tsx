import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TArticle } from '@launchpad/shared/contracts/content';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/fixtures';
import { listAnswer, makeArticle } from '../test-fixtures';

const lesson = (slug: string, title: string, category: string): TArticle =>
  ({ ...makeArticle({ type: 'learn', id: `id-${slug}`, slug, title, category }), body: undefined }) as TArticle;
const post = (type: 'blog' | 'guide' | 'tip', n: number): TArticle =>
  makeArticle({ type, id: `${type}-${n}`, slug: `${type}-${n}`, title: `${type} article ${n}` });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('/learn hub', () => {
  it('groups lessons by track, shows the newest of each area and opens a lesson in a linkable reader view', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/content/learn/list': () =>
        listAnswer(
          [
            lesson('what-is-a-company', 'What is a company?', 'Company basics'),
            lesson('directors-duties', "Directors' duties", 'Company basics'),
            lesson('cap-tables', 'Cap tables', 'Funding'),
          ] as never,
          3,
        ),
      'POST /api/content/highlights': () =>
        ok({
          events: [],
          perks: [],
          communities: [],
          learn: [],
          blog: [post('blog', 1)],
          guide: [post('guide', 1)],
          tip: [post('tip', 1)],
        }),
      'POST /api/content/learn/cap-tables': () =>
        ok({
          item: makeArticle({ type: 'learn', slug: 'cap-tables', title: 'Cap tables', category: 'Funding' }),
          related: [],
        }),
    });
    const { router } = renderApp('/learn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn' })).toBeInTheDocument();
    const basics = await screen.findByRole('region', { name: /Company basics/ });
    expect(within(basics).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'All guides' })).toHaveAttribute('href', '/guide');
    expect(screen.getByRole('link', { name: 'All tips' })).toHaveAttribute('href', '/tips-and-tricks');
    expect(await screen.findByRole('link', { name: 'guide article 1' })).toHaveAttribute('href', '/guide/guide-1');

    await user.click(screen.getByRole('link', { name: /Cap tables/ }));
    expect(router.state.location.search).toBe('?article=cap-tables');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cap tables' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/learn');
  });
});
