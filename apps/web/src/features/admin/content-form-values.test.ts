import type { TArticleDetail, TEvent, TPerk } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import {
  contentBodyFrom,
  contentErrorsFromServer,
  emptyContentForm,
  formFromItem,
  isoToZoned,
  splitList,
  statusBody,
  timeZoneOptions,
  zonedToIso,
} from './content-form-values';

const base = {
  id: '0b7a4b7e-1111-4222-8333-444455556666',
  slug: 'seed-summit',
  description: 'A day of talks.',
  location: 'London',
  countryCode: 'GB',
  industry: 'fintech',
  tags: ['funding', 'pitching'],
  url: 'https://seedsummit.example',
  image: null,
  status: 'draft' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const event: TEvent = {
  ...base,
  type: 'event',
  name: 'Seed Summit',
  organiser: 'Founders Guild',
  organizerId: '9d2f7a10-2222-4333-8444-555566667777',
  organizerSlug: 'founders-guild',
  venue: 'Tobacco Dock',
  isOnline: false,
  startsAt: '2026-07-01T17:30:00.000Z',
  endsAt: '2026-07-01T20:00:00.000Z',
  timeZone: 'Europe/London',
  ticketsUrl: null,
};

const perk: TPerk = {
  ...base,
  type: 'perk',
  slug: 'cloud-credits',
  name: 'Cloud credits',
  provider: 'Nimbus',
  offer: '£5,000 in credits',
  valuePence: 500000,
  eligibleStages: ['seed', 'pre-seed'],
  regions: ['UK', 'EU'],
  redeemSteps: '1. Apply\n2. Wait',
  redeemStepsHtml: '',
  lastVerifiedOn: '2026-05-01',
};

describe('time zones', () => {
  it('reads a wall clock in the event’s zone as the right UTC instant, summer and winter', () => {
    expect(zonedToIso('2026-07-01T18:30', 'Europe/London')).toBe('2026-07-01T17:30:00.000Z');
    expect(zonedToIso('2026-12-01T18:30', 'Europe/London')).toBe('2026-12-01T18:30:00.000Z');
    expect(zonedToIso('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(zonedToIso('2026-01-15T09:00', 'Asia/Kolkata')).toBe('2026-01-15T03:30:00.000Z');
    // the night the clocks go back in London (25 Oct 2026): 00:30 is still BST
    expect(zonedToIso('2026-10-25T00:30', 'Europe/London')).toBe('2026-10-24T23:30:00.000Z');
  });

  it('shows an instant as the wall clock of a zone, and round-trips', () => {
    expect(isoToZoned('2026-07-01T17:30:00.000Z', 'Europe/London')).toBe('2026-07-01T18:30');
    expect(isoToZoned('2026-07-01T17:30:00.000Z', 'Asia/Tokyo')).toBe('2026-07-02T02:30');
    for (const zone of ['Europe/Berlin', 'America/Los_Angeles', 'Australia/Sydney', 'UTC']) {
      expect(zonedToIso(isoToZoned('2026-03-29T12:15:00.000Z', zone), zone)).toBe('2026-03-29T12:15:00.000Z');
    }
  });

  it('rejects nonsense and keeps the item’s own zone in the list', () => {
    expect(zonedToIso('2026-13-01T10:00', 'Europe/London')).toBeNull();
    expect(zonedToIso('2026-07-01T10:00', 'Mars/Olympus')).toBeNull();
    expect(isoToZoned('not a date', 'Europe/London')).toBe('');
    expect(timeZoneOptions('Pacific/Auckland')).toContain('Pacific/Auckland');
    expect(timeZoneOptions()).toContain('Europe/London');
  });
});

describe('content form ↔ api body', () => {
  it('splits comma lists, trimming and dropping empties and repeats', () => {
    expect(splitList(' fintech, AI,, Fintech , pitching ,')).toEqual(['fintech', 'AI', 'pitching']);
    expect(splitList('')).toEqual([]);
  });

  it('sends a perk’s value in pence, its stages in order and its lists as arrays', () => {
    const values = {
      ...emptyContentForm('perk'),
      name: 'Cloud credits',
      description: 'Credits for hosting.',
      location: 'Online',
      industry: 'software',
      provider: 'Nimbus',
      offer: '£5,000 in credits',
      value: '1,250.50',
      eligibleStages: ['seed' as const, 'idea' as const],
      regions: 'UK, EU',
      tags: 'cloud, hosting',
      url: '',
    };
    const outcome = contentBodyFrom('perk', values);
    expect(outcome).toEqual({
      body: {
        tags: ['cloud', 'hosting'],
        image: null,
        status: 'draft',
        name: 'Cloud credits',
        description: 'Credits for hosting.',
        location: 'Online',
        countryCode: null,
        industry: 'software',
        url: null,
        provider: 'Nimbus',
        offer: '£5,000 in credits',
        valuePence: 125050,
        eligibleStages: ['idea', 'seed'],
        regions: ['UK', 'EU'],
        redeemSteps: '',
        lastVerifiedOn: null,
      },
    });
    expect(contentBodyFrom('perk', { ...values, value: 'lots' })).toEqual({
      errors: { value: 'Enter the value in pounds, e.g. 500.00, or leave it empty.' },
    });
  });

  it('turns a perk into form values in pounds and back into the same body', () => {
    const form = formFromItem(perk);
    expect(form.value).toBe('5000.00');
    expect(form.regions).toBe('UK, EU');
    expect(form.tags).toBe('funding, pitching');
    const outcome = contentBodyFrom('perk', form);
    expect(outcome).toMatchObject({
      body: { valuePence: 500000, eligibleStages: ['pre-seed', 'seed'], regions: ['UK', 'EU'], slug: 'cloud-credits' },
    });
  });

  it('sends event times as UTC instants from the event’s zone, and checks the end is after the start', () => {
    const form = formFromItem(event);
    expect(form).toMatchObject({
      startsAt: '2026-07-01T18:30',
      endsAt: '2026-07-01T21:00',
      timeZone: 'Europe/London',
      organizerId: event.organizerId,
    });
    const moved = { ...form, timeZone: 'America/New_York' };
    expect(contentBodyFrom('event', moved)).toMatchObject({
      body: {
        startsAt: '2026-07-01T22:30:00.000Z',
        endsAt: '2026-07-02T01:00:00.000Z',
        timeZone: 'America/New_York',
        organiser: 'Founders Guild',
        isOnline: false,
        ticketsUrl: null,
      },
    });
    expect(contentBodyFrom('event', { ...form, endsAt: '2026-07-01T18:00' })).toEqual({
      errors: { endsAt: 'The end must be after the start.' },
    });
  });

  it('asks for the required fields of each type before sending', () => {
    const outcome = contentBodyFrom('investor', emptyContentForm('investor'));
    expect(outcome).toEqual({
      errors: {
        name: 'This is required.',
        description: 'This is required.',
        location: 'This is required.',
        industry: 'This is required.',
        stage: 'Choose a stage.',
      },
    });
    expect(Object.keys((contentBodyFrom('blog', emptyContentForm('blog')) as { errors: object }).errors)).toEqual([
      'title',
      'summary',
      'body',
      'category',
      'author',
    ]);
  });

  it('keeps an article’s body and changes only the status when publishing', () => {
    const article: TArticleDetail = {
      type: 'guide',
      id: 'a1',
      slug: 'raise-a-seed-round',
      title: 'Raise a seed round',
      summary: 'How.',
      category: 'Funding',
      tags: ['funding'],
      author: 'Ada',
      image: null,
      readingMinutes: 4,
      status: 'draft',
      publishedAt: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
      body: '## Start\n\nWith a deck.',
      html: '',
      headings: [],
    };
    expect(statusBody(article, 'published')).toEqual({
      slug: 'raise-a-seed-round',
      tags: ['funding'],
      image: null,
      status: 'published',
      title: 'Raise a seed round',
      summary: 'How.',
      body: '## Start\n\nWith a deck.',
      category: 'Funding',
      author: 'Ada',
    });
  });

  it('puts the server’s messages under their fields (valuePence → value) and a 409 under the slug', () => {
    const refusal = (fields: Record<string, string>) => ({
      status: 400,
      message: Object.values(fields).join('; '),
      data: { success: false, message: Object.values(fields).join('; '), fields },
    });
    expect(
      contentErrorsFromServer(
        refusal({ name: 'Name is required', valuePence: 'Too big', 'tags.3': 'Too long', request: 'Could not save' }),
      ),
    ).toEqual({
      errors: { name: 'Name is required', value: 'Too big', tags: 'Too long' },
      rest: 'Could not save',
    });
    expect(contentErrorsFromServer({ status: 400, message: 'Could not save' })).toEqual({
      errors: {},
      rest: 'Could not save',
    });
    expect(contentErrorsFromServer({ status: 409, message: 'That slug is taken' })).toEqual({
      errors: { slug: 'That slug is taken' },
      rest: null,
    });
  });
});
