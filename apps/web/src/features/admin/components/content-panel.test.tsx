import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TArticle, TCommunity } from '@launchpad/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failFields, json, ok, stubApi } from '@/test/api-stub';
import { makeUser, renderWithProviders, signedIn } from '@/test/fixtures';
import { ContentPanel } from './content-panel';

const COMMUNITY_ID = '0b7a4b7e-1111-4222-8333-444455556666';
const ORGANISER_ID = '9d2f7a10-2222-4333-8444-555566667777';

function community(overrides: Partial<TCommunity> = {}): TCommunity {
  return {
    type: 'community',
    id: COMMUNITY_ID,
    slug: 'london-fintech-founders',
    name: 'London Fintech Founders',
    description: 'Monthly meet-ups for fintech founders.',
    location: 'London',
    countryCode: 'GB',
    industry: 'fintech',
    tags: ['fintech', 'meetups'],
    url: 'https://lff.example',
    image: null,
    status: 'published',
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-11-22T09:00:00.000Z',
    platform: 'Slack',
    memberCount: 2400,
    ...overrides,
  };
}

const guide: TArticle = {
  type: 'guide',
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  slug: 'raise-a-seed-round',
  title: 'Raise a seed round',
  summary: 'From deck to close.',
  category: 'Funding',
  tags: ['funding'],
  author: 'Ada Lovelace',
  image: null,
  readingMinutes: 6,
  status: 'draft',
  publishedAt: null,
  updatedAt: '2026-11-20T09:00:00.000Z',
};

const page = (items: unknown[], total = items.length) =>
  json(200, {
    success: true,
    data: items,
    page_meta: { total_items_count: total, has_next_page: total > 10, page: 1, page_size: 10 },
  });

const admin = signedIn(makeUser({ role: 'admin', email: 'staff@example.com' }));
const renderPanel = (path = '/admin?tab=content') => renderWithProviders(<ContentPanel />, { session: admin, path });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('admin content: the list', () => {
  it('lists the items of a type with status and updated date, filters by status and switches type', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/admin/content/community/list': () => page([community()], 23),
      'POST /api/admin/content/guide/list': () => page([guide]),
    });
    renderPanel();

    const table = await screen.findByRole('table', { name: 'Communities' });
    const row = within(table).getByRole('row', { name: /London Fintech Founders/ });
    expect(row).toHaveTextContent('Slack · 2,400 members');
    expect(row).toHaveTextContent('Published');
    expect(row).toHaveTextContent('22 Nov 2026');
    expect(within(row).getByRole('button', { name: 'Unpublish London Fintech Founders' })).toBeInTheDocument();
    expect(screen.getByText('23 communities')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Communities pages' })).toBeInTheDocument();
    expect(api.to('POST /api/admin/content/community/list')[0]?.body).toEqual({ page: 1, pageSize: 10 });

    await user.selectOptions(screen.getByLabelText('Status'), 'Draft');
    await waitFor(() =>
      expect(api.to('POST /api/admin/content/community/list').at(-1)?.body).toEqual({
        page: 1,
        pageSize: 10,
        status: 'draft',
      }),
    );

    await user.click(screen.getByRole('radio', { name: 'Guides' }));
    const guides = await screen.findByRole('table', { name: 'Guides' });
    expect(within(guides).getByRole('row', { name: /Raise a seed round/ })).toHaveTextContent('Draft');
    expect(screen.getByRole('button', { name: 'New guide' })).toBeInTheDocument();
  });

  it('shows an empty state when nothing matches', async () => {
    stubApi({ 'POST /api/admin/content/perk/list': () => page([]) });
    renderPanel('/admin?tab=content&type=perk');
    expect(await screen.findByText('No perks yet')).toBeInTheDocument();
  });
});

describe('admin content: create, publish and delete', () => {
  it('creates a community with the right body and shows the server’s messages in the form', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = stubApi({
      'POST /api/admin/content/community/list': () => page([]),
      'POST /api/admin/content/community': () =>
        ++attempts === 1
          ? failFields(400, {
              url: 'Enter a web address starting with http:// or https://',
              memberCount: 'Too many members',
            })
          : ok(community({ status: 'draft' }), 'Community created.'),
    });
    renderPanel();
    await screen.findByText('No communities yet');

    await user.click(screen.getAllByRole('button', { name: 'New community' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New community' });
    const form = within(dialog);
    await user.type(form.getByLabelText('Name'), 'London Fintech Founders');
    expect(form.getByRole('textbox', { name: /Slug/ })).toHaveValue('london-fintech-founders');
    await user.type(form.getByLabelText('Industry'), 'fintech');
    await user.type(form.getByLabelText('Description'), 'Monthly meet-ups.');
    await user.type(form.getByLabelText('Platform'), 'Slack');
    await user.type(form.getByLabelText(/Members/), '2,400');
    await user.type(form.getByLabelText('Location'), 'London');
    await user.selectOptions(form.getByLabelText(/Country/), 'GB');
    await user.type(form.getByLabelText(/Website/), 'https://lff.example');
    await user.type(form.getByLabelText(/Tags/), 'fintech, meetups, ');
    await user.click(form.getByRole('button', { name: 'Create community' }));

    expect(await form.findByText('Enter a web address starting with http:// or https://')).toBeInTheDocument();
    // The server's lower-case message starts with a capital in the form.
    expect(form.getByText('Too many members')).toBeInTheDocument();
    expect(form.getByLabelText(/Website/)).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('The community was not saved')).toBeInTheDocument();
    expect(api.to('POST /api/admin/content/community')[0]?.body).toEqual({
      slug: 'london-fintech-founders',
      tags: ['fintech', 'meetups'],
      image: null,
      status: 'draft',
      name: 'London Fintech Founders',
      description: 'Monthly meet-ups.',
      location: 'London',
      countryCode: 'GB',
      industry: 'fintech',
      url: 'https://lff.example',
      platform: 'Slack',
      memberCount: 2400,
    });

    await user.click(form.getByRole('button', { name: 'Create community' }));
    expect(await screen.findByText('Community created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('creates an event with an organiser from the list and times in the chosen zone', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/admin/content/event/list': () => page([]),
      'POST /api/admin/content/organizer/list': () =>
        page([
          {
            ...community(),
            type: 'organizer',
            id: ORGANISER_ID,
            name: 'Founders Guild',
            slug: 'founders-guild',
            email: 'hello@guild.example',
          },
        ]),
      // The api answers 201 with the event as saved.
      'POST /api/admin/content/event': () =>
        json(201, {
          success: true,
          message: 'Event created.',
          data: {
            id: 'e5f6a7b8-3333-4444-8555-666677778888',
            slug: 'seed-summit',
            name: 'Seed Summit',
            description: 'Talks.',
            location: 'New York',
            countryCode: null,
            industry: 'fintech',
            tags: [],
            url: null,
            image: null,
            status: 'draft',
            createdAt: '2026-11-26T09:00:00.000Z',
            updatedAt: '2026-11-26T09:00:00.000Z',
            type: 'event',
            organiser: 'Founders Guild',
            organizerId: ORGANISER_ID,
            organizerSlug: 'founders-guild',
            venue: null,
            isOnline: true,
            startsAt: '2026-07-01T13:00:00.000Z',
            endsAt: '2026-07-01T21:30:00.000Z',
            timeZone: 'America/New_York',
            ticketsUrl: null,
          },
        }),
    });
    renderPanel('/admin?tab=content&type=event');
    await screen.findByText('No events yet');
    await user.click(screen.getAllByRole('button', { name: 'New event' })[0] as HTMLElement);
    const form = within(await screen.findByRole('dialog', { name: 'New event' }));

    await user.type(form.getByLabelText('Name'), 'Seed Summit');
    await user.type(form.getByLabelText('Industry'), 'fintech');
    await user.type(form.getByLabelText('Description'), 'Talks.');
    await user.type(form.getByLabelText('Location'), 'New York');
    await user.type(form.getByLabelText('Starts'), '2026-07-01T09:00');
    await user.type(form.getByLabelText('Ends'), '2026-07-01T17:30');
    await user.selectOptions(form.getByLabelText('Time zone'), 'America/New_York');
    await waitFor(() => expect(form.getByRole('option', { name: 'Founders Guild' })).toBeInTheDocument());
    await user.selectOptions(form.getByLabelText('Organiser'), 'Founders Guild');
    expect(form.getByLabelText('Organiser name')).toHaveValue('Founders Guild');
    await user.click(form.getByRole('checkbox', { name: 'Online event' }));
    await user.click(form.getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Event created.')).toBeInTheDocument();
    expect(api.to('POST /api/admin/content/event')[0]?.body).toMatchObject({
      name: 'Seed Summit',
      organiser: 'Founders Guild',
      organizerId: ORGANISER_ID,
      isOnline: true,
      startsAt: '2026-07-01T13:00:00.000Z',
      endsAt: '2026-07-01T21:30:00.000Z',
      timeZone: 'America/New_York',
    });
  });

  it('previews an article body without rendering its HTML', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/admin/content/blog/list': () => page([]) });
    renderPanel('/admin?tab=content&type=blog');
    await screen.findByText('No blog posts yet');
    await user.click(screen.getAllByRole('button', { name: 'New blog post' })[0] as HTMLElement);
    const form = within(await screen.findByRole('dialog', { name: 'New blog post' }));
    await user.type(form.getByLabelText('Body'), '## Hello{enter}{enter}Some **bold** <img src=x onerror=alert(1)>');
    await user.click(form.getByRole('button', { name: 'Preview body' }));
    const preview = form.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(within(preview).getByText('bold').tagName).toBe('STRONG');
    expect(preview.querySelector('img')).toBeNull();
    expect(preview).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('publishes an item by putting it back with the new status', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/admin/content/guide/list': () => page([guide]),
      [`POST /api/admin/content/guide/${guide.id}`]: () => ok({ ...guide, body: '## Deck', html: '', headings: [] }),
      [`PUT /api/admin/content/guide/${guide.id}`]: () => ok({ ...guide, status: 'published' }, 'Guide published.'),
    });
    renderPanel('/admin?tab=content&type=guide');
    await user.click(await screen.findByRole('button', { name: 'Publish Raise a seed round' }));
    expect(await screen.findByText('Guide published.')).toBeInTheDocument();
    expect(api.to(`PUT /api/admin/content/guide/${guide.id}`)[0]?.body).toMatchObject({
      status: 'published',
      body: '## Deck',
      title: 'Raise a seed round',
    });
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/admin/content/community/list': () => page([community()]),
      [`DELETE /api/admin/content/community/${COMMUNITY_ID}`]: () =>
        ok({ id: COMMUNITY_ID, slug: 'london-fintech-founders' }, 'Community deleted.'),
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete London Fintech Founders' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete London Fintech Founders?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.to(`DELETE /api/admin/content/community/${COMMUNITY_ID}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete London Fintech Founders' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Delete community' }));
    expect(await screen.findByText('Community deleted.')).toBeInTheDocument();
    expect(api.to(`DELETE /api/admin/content/community/${COMMUNITY_ID}`)).toHaveLength(1);
  });
});
