import type {
  TArticleDetail,
  TCommunity,
  TContentFacets,
  TContentItem,
  TEvent,
  TOrganizer,
} from '@launchpad/shared/contracts/content';
import { json } from '@/test/api-stub';

const base = (slug: string, name: string) => ({
  id: `id-${slug}`,
  slug,
  name,
  description: `${name} brings founders together.\n\nSecond paragraph about ${name}.`,
  location: 'London, United Kingdom',
  countryCode: 'GB',
  industry: 'fintech',
  tags: ['founders'],
  url: `https://example.org/${slug}`,
  image: null,
  status: 'published' as const,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
});

export function makeCommunity(n: number, overrides: Partial<TCommunity> = {}): TCommunity {
  return {
    ...base(`community-${n}`, `Community ${n}`),
    type: 'community',
    platform: 'Slack',
    memberCount: 1200,
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<TEvent> = {}): TEvent {
  return {
    ...base('berlin-pitch-night', 'Berlin Pitch Night'),
    location: 'Berlin, Germany',
    countryCode: 'DE',
    type: 'event',
    organiser: 'Spree Founders',
    organizerId: 'org-1',
    organizerSlug: 'spree-founders',
    venue: 'Factory Görlitzer Park',
    isOnline: false,
    startsAt: '2026-12-03T18:00:00.000Z',
    endsAt: '2026-12-03T20:00:00.000Z',
    timeZone: 'Europe/Berlin',
    ticketsUrl: 'https://tickets.example.org/pitch',
    ...overrides,
  };
}

export function makeOrganizer(): TOrganizer {
  return { ...base('spree-founders', 'Spree Founders'), type: 'organizer', email: null };
}

export function makeArticle(overrides: Partial<TArticleDetail> = {}): TArticleDetail {
  return {
    type: 'blog',
    id: 'id-raising-seed',
    slug: 'raising-seed',
    title: 'Raising your seed round',
    summary: 'What investors look for at seed.',
    category: 'Funding',
    tags: ['funding'],
    author: 'Priya Shah',
    image: null,
    readingMinutes: 7,
    status: 'published',
    publishedAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    body: '## Before you start\n\nText.',
    html: '<h2 id="before-you-start">Before you start</h2><p>Know your numbers.</p><h3 id="the-deck">The deck</h3><p>Ten slides.</p>',
    headings: [
      { id: 'before-you-start', text: 'Before you start', level: 2 },
      { id: 'the-deck', text: 'The deck', level: 3 },
    ],
    ...overrides,
  };
}

export const FACETS: TContentFacets = {
  sectors: ['fintech', 'food'],
  locations: [
    { code: 'GB', label: 'United Kingdom' },
    { code: 'online', label: 'Online' },
  ],
  categories: ['Slack', 'Discord'],
};

/** A list answer: `items` as one page of `total`. */
export function listAnswer(items: TContentItem[], total: number, page = 1) {
  return json(200, {
    success: true,
    data: items,
    page_meta: { total_items_count: total, has_next_page: page * 10 < total, page, page_size: 10 },
    facets: FACETS,
  });
}
