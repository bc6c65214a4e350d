import {
  STARTUP_STAGES,
  isArticleKind,
  type TArticleDetail,
  type TContentInput,
  type TContentItem,
  type TContentStatus,
  type TContentType,
  type TStartupStage,
} from '@launchpad/shared';
import { toPence } from '@launchpad/shared/domain/money';
import { messageOf, serverFields } from '@/lib/use-form';

/** What the read-one endpoint answers: any item; articles with their body. */
export type TAdminContentItem = TContentItem | TArticleDetail;

/** The body of create and update, by type (CONTENT_INPUTS). */
export type TContentBody = { [T in TContentType]: TContentInput<T> }[TContentType];

/** Names for the type switcher, headings and messages. */
export const CONTENT_TYPE_LABELS: Record<TContentType, { plural: string; singular: string; many: string }> = {
  community: { plural: 'Communities', singular: 'community', many: 'communities' },
  investor: { plural: 'Investors', singular: 'investor', many: 'investors' },
  event: { plural: 'Events', singular: 'event', many: 'events' },
  organizer: { plural: 'Event organisers', singular: 'event organiser', many: 'event organisers' },
  perk: { plural: 'Perks', singular: 'perk', many: 'perks' },
  founder: { plural: 'Network (founders)', singular: 'founder', many: 'founders' },
  blog: { plural: 'Blog', singular: 'blog post', many: 'blog posts' },
  guide: { plural: 'Guides', singular: 'guide', many: 'guides' },
  tip: { plural: 'Tips', singular: 'tip', many: 'tips' },
  learn: { plural: 'Learn', singular: 'learn article', many: 'learn articles' },
};

export const STAGE_LABELS: Record<TStartupStage, string> = {
  idea: 'Idea',
  'pre-seed': 'Pre-seed',
  seed: 'Seed',
  'series-a': 'Series A',
  'series-b': 'Series B',
  growth: 'Growth',
};

/**
 * Every field of every type, as a person edits them: text as typed, money in pounds, lists comma
 * separated, event times as wall-clock `YYYY-MM-DDTHH:mm` in `timeZone`.
 */
export type TContentFormValues = {
  slug: string;
  status: TContentStatus;
  // listings (every type but articles)
  name: string;
  description: string;
  location: string;
  countryCode: string;
  industry: string;
  tags: string;
  url: string;
  image: string;
  // community
  platform: string;
  memberCount: string;
  // investor
  firm: string;
  stage: TStartupStage | '';
  chequeSize: string;
  // founder
  company: string;
  role: string;
  // perk
  provider: string;
  offer: string;
  value: string;
  eligibleStages: TStartupStage[];
  regions: string;
  redeemSteps: string;
  lastVerifiedOn: string;
  // organiser
  email: string;
  // event
  organiser: string;
  organizerId: string;
  venue: string;
  isOnline: boolean;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  ticketsUrl: string;
  // articles
  title: string;
  summary: string;
  body: string;
  category: string;
  author: string;
};

/** Field errors by form field name. */
export type TContentFormErrors = Partial<Record<keyof TContentFormValues, string>>;

// ---- Time zones --------------------------------------------------------------------------------

/** The zones offered for events; the browser's own and the event's are added when missing. */
export const COMMON_TIME_ZONES = [
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Amsterdam',
  'Europe/Berlin',
  'Europe/Tallinn',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Toronto',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'UTC',
] as const;

export function isTimeZone(zone: string): boolean {
  if (!zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'Europe/London';
}

/** The zone list for the select: the common ones, plus the browser's and `current` when missing. */
export function timeZoneOptions(current = ''): string[] {
  const zones: string[] = [...COMMON_TIME_ZONES];
  for (const extra of [browserTimeZone(), current]) {
    if (extra && !zones.includes(extra) && isTimeZone(extra)) zones.unshift(extra);
  }
  return zones;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The wall clock in `zone` at `ms`, as UTC milliseconds of the same fields. */
function wallClockMs(ms: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const { type, value } of wallClockFormat(zone).formatToParts(new Date(ms))) {
    if (type !== 'literal') parts[type] = Number(value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    (parts.hour ?? 0) % 24,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `2026-11-22T18:30` in `zone` → the ISO instant (UTC); null when either is not valid. */
export function zonedToIso(local: string, zone: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match || !isTimeZone(zone)) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at a first guess, then again at the corrected instant (daylight saving).
  let instant = wall - (wallClockMs(wall, zone) - wall);
  instant = wall - (wallClockMs(instant, zone) - instant);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** An ISO instant as the `datetime-local` value of its wall clock in `zone`; '' when invalid. */
export function isoToZoned(iso: string, zone: string): string {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms) || !isTimeZone(zone)) return '';
  return new Date(wallClockMs(ms, zone)).toISOString().slice(0, 16);
}

// ---- Lists and money ---------------------------------------------------------------------------

/** 'fintech, AI,  fintech,' → ['fintech', 'AI']: trimmed, empty parts and repeats dropped. */
export function splitList(value: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of value.split(',')) {
    const item = part.trim();
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      out.push(item);
    }
  }
  return out;
}

const pounds = (pence: number) => (pence / 100).toFixed(2);

// ---- Form ↔ item ↔ body ------------------------------------------------------------------------

export function emptyContentForm(type: TContentType): TContentFormValues {
  return {
    slug: '',
    status: 'draft',
    name: '',
    description: '',
    location: '',
    countryCode: '',
    industry: '',
    tags: '',
    url: '',
    image: '',
    platform: '',
    memberCount: '',
    firm: '',
    stage: '',
    chequeSize: '',
    company: '',
    role: '',
    provider: '',
    offer: '',
    value: '',
    eligibleStages: [],
    regions: '',
    redeemSteps: '',
    lastVerifiedOn: '',
    email: '',
    organiser: '',
    organizerId: '',
    venue: '',
    isOnline: false,
    startsAt: '',
    endsAt: '',
    timeZone: type === 'event' ? browserTimeZone() : '',
    ticketsUrl: '',
    title: '',
    summary: '',
    body: '',
    category: '',
    author: '',
  };
}

const isStage = (value: string): value is TStartupStage => (STARTUP_STAGES as readonly string[]).includes(value);

/** An item as the api answers it, as form values. */
export function formFromItem(item: TAdminContentItem): TContentFormValues {
  const form = emptyContentForm(item.type);
  form.slug = item.slug;
  form.status = item.status;
  form.tags = item.tags.join(', ');
  form.image = item.image ?? '';
  if (isArticleKind(item.type)) {
    const article = item as TArticleDetail;
    return {
      ...form,
      title: article.title,
      summary: article.summary,
      body: 'body' in article ? article.body : '',
      category: article.category,
      author: article.author,
    };
  }
  const listing = item as Exclude<TContentItem, { type: 'blog' | 'guide' | 'tip' | 'learn' }>;
  Object.assign(form, {
    name: listing.name,
    description: listing.description,
    location: listing.location,
    countryCode: listing.countryCode ?? '',
    industry: listing.industry,
    url: listing.url ?? '',
  });
  switch (listing.type) {
    case 'community':
      form.platform = listing.platform;
      form.memberCount = listing.memberCount === null ? '' : String(listing.memberCount);
      break;
    case 'investor':
      form.firm = listing.firm ?? '';
      form.stage = isStage(listing.stage) ? listing.stage : '';
      form.chequeSize = listing.chequeSize ?? '';
      break;
    case 'founder':
      form.company = listing.company;
      form.role = listing.role;
      break;
    case 'perk':
      form.provider = listing.provider;
      form.offer = listing.offer;
      form.value = listing.valuePence === null ? '' : pounds(listing.valuePence);
      form.eligibleStages = listing.eligibleStages.filter(isStage);
      form.regions = listing.regions.join(', ');
      form.redeemSteps = listing.redeemSteps;
      form.lastVerifiedOn = listing.lastVerifiedOn?.slice(0, 10) ?? '';
      break;
    case 'organizer':
      form.email = listing.email ?? '';
      break;
    case 'event':
      form.organiser = listing.organiser;
      form.organizerId = listing.organizerId ?? '';
      form.venue = listing.venue ?? '';
      form.isOnline = listing.isOnline;
      form.timeZone = isTimeZone(listing.timeZone) ? listing.timeZone : browserTimeZone();
      form.startsAt = isoToZoned(listing.startsAt, form.timeZone);
      form.endsAt = isoToZoned(listing.endsAt, form.timeZone);
      form.ticketsUrl = listing.ticketsUrl ?? '';
      break;
  }
  return form;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The fields each type asks for, beyond slug and status: `required` must be filled in. */
const REQUIRED: Record<'listing' | 'article' | TContentType, (keyof TContentFormValues)[]> = {
  listing: ['name', 'description', 'location', 'industry'],
  article: ['title', 'summary', 'body', 'category', 'author'],
  community: ['platform'],
  investor: ['stage'],
  founder: ['company', 'role'],
  perk: ['provider', 'offer'],
  organizer: [],
  event: ['organiser', 'startsAt', 'endsAt', 'timeZone'],
  blog: [],
  guide: [],
  tip: [],
  learn: [],
};

const REQUIRED_MESSAGE: Partial<Record<keyof TContentFormValues, string>> = {
  stage: 'Choose a stage.',
  startsAt: 'Enter when it starts.',
  endsAt: 'Enter when it ends.',
  timeZone: 'Choose the time zone.',
  organiser: 'Choose an organiser or type their name.',
};

/**
 * The body for create and update, and the problems a person can fix before sending (empty when
 * none). The body is built either way: the server checks everything again and its messages win.
 */
export function buildContentBody(
  type: TContentType,
  values: TContentFormValues,
): { body: TContentBody; errors: TContentFormErrors } {
  const errors: TContentFormErrors = {};
  const need = (field: keyof TContentFormValues, ok: boolean, message: string) => {
    if (!ok && !errors[field]) errors[field] = message;
  };
  const article = isArticleKind(type);
  for (const field of [...REQUIRED[article ? 'article' : 'listing'], ...REQUIRED[type]]) {
    const value = values[field];
    need(field, typeof value === 'string' && value.trim() !== '', REQUIRED_MESSAGE[field] ?? 'This is required.');
  }
  const slug = values.slug.trim().toLowerCase();
  need('slug', slug === '' || SLUG.test(slug), 'Use lower-case letters, digits and single hyphens.');
  const tags = splitList(values.tags);
  need('tags', tags.length <= 12, 'At most 12 tags.');
  need(
    'tags',
    tags.every((tag) => tag.length <= 40),
    'Keep each tag to 40 characters.',
  );
  const common = {
    ...(slug && { slug }),
    tags,
    image: orNull(values.image),
    status: values.status,
  };

  if (article) {
    return {
      errors,
      body: {
        ...common,
        title: values.title.trim(),
        summary: values.summary.trim(),
        body: values.body.trim(),
        category: values.category.trim(),
        author: values.author.trim(),
      },
    };
  }

  const url = orNull(values.url);
  need('url', url === null || isHttpUrl(url), 'Enter a web address starting with https://.');
  const base = {
    ...common,
    name: values.name.trim(),
    description: values.description.trim(),
    location: values.location.trim(),
    countryCode: values.countryCode || null,
    industry: values.industry.trim(),
    url,
  };

  switch (type) {
    case 'community': {
      const members = values.memberCount.trim().replace(/,/g, '');
      need('memberCount', members === '' || /^\d+$/.test(members), 'Enter a whole number, or leave it empty.');
      return {
        errors,
        body: {
          ...base,
          platform: values.platform.trim(),
          memberCount: /^\d+$/.test(members) ? Number(members) : null,
        },
      };
    }
    case 'investor':
      return {
        errors,
        body: {
          ...base,
          firm: orNull(values.firm),
          stage: values.stage || 'seed',
          chequeSize: orNull(values.chequeSize),
        },
      };
    case 'founder':
      return { errors, body: { ...base, company: values.company.trim(), role: values.role.trim() } };
    case 'organizer': {
      const email = orNull(values.email);
      need('email', email === null || EMAIL.test(email), 'Enter an email address such as events@example.com.');
      return { errors, body: { ...base, email } };
    }
    case 'perk': {
      const value = values.value.trim() === '' ? null : toPence(values.value);
      need(
        'value',
        values.value.trim() === '' || (value !== null && value >= 0),
        'Enter the value in pounds, e.g. 500.00, or leave it empty.',
      );
      const lastVerifiedOn = orNull(values.lastVerifiedOn);
      need('lastVerifiedOn', lastVerifiedOn === null || /^\d{4}-\d{2}-\d{2}$/.test(lastVerifiedOn), 'Enter a date.');
      return {
        errors,
        body: {
          ...base,
          provider: values.provider.trim(),
          offer: values.offer.trim(),
          valuePence: value,
          eligibleStages: STARTUP_STAGES.filter((stage) => values.eligibleStages.includes(stage)),
          regions: splitList(values.regions),
          redeemSteps: values.redeemSteps.trim(),
          lastVerifiedOn,
        },
      };
    }
    case 'event': {
      const zoneOk = isTimeZone(values.timeZone);
      need('timeZone', zoneOk, 'Choose the time zone.');
      const startsAt = zonedToIso(values.startsAt, values.timeZone);
      const endsAt = zonedToIso(values.endsAt, values.timeZone);
      if (zoneOk) {
        need('startsAt', startsAt !== null, 'Enter a date and time.');
        need('endsAt', endsAt !== null, 'Enter a date and time.');
      }
      if (startsAt && endsAt) need('endsAt', startsAt < endsAt, 'The end must be after the start.');
      const ticketsUrl = orNull(values.ticketsUrl);
      need('ticketsUrl', ticketsUrl === null || isHttpUrl(ticketsUrl), 'Enter a web address starting with https://.');
      return {
        errors,
        body: {
          ...base,
          organiser: values.organiser.trim(),
          organizerId: values.organizerId || null,
          venue: orNull(values.venue),
          isOnline: values.isOnline,
          startsAt: startsAt ?? values.startsAt,
          endsAt: endsAt ?? values.endsAt,
          timeZone: values.timeZone,
          ticketsUrl,
        },
      };
    }
    default:
      return { errors, body: base as TContentBody };
  }
}

/** The form as a body to send, or the problems to fix first. */
export function contentBodyFrom(
  type: TContentType,
  values: TContentFormValues,
): { body: TContentBody } | { errors: TContentFormErrors } {
  const { body, errors } = buildContentBody(type, values);
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/** The update body that only changes an item's status (the PUT takes the whole item). */
export function statusBody(item: TAdminContentItem, status: TContentStatus): TContentBody {
  return { ...buildContentBody(item.type, formFromItem(item)).body, status };
}

/** The api's field names, as the form names them. */
const FORM_FIELD: Record<string, keyof TContentFormValues> = { valuePence: 'value' };
const KNOWN_FIELDS = new Set<string>(Object.keys(emptyContentForm('community')));

/**
 * The server's refusal as errors under the fields it names (its `fields`, by path: "tags.3" goes under
 * tags) and whatever names no field. A 409 is the slug being taken.
 */
export function contentErrorsFromServer(failure: unknown): { errors: TContentFormErrors; rest: string | null } {
  const message = messageOf(failure);
  if ((failure as { status?: unknown } | null)?.status === 409) return { errors: { slug: message }, rest: null };
  const byField = serverFields(failure);
  if (!byField) return { errors: {}, rest: message };
  const errors: TContentFormErrors = {};
  const rest: string[] = [];
  for (const [path, text] of Object.entries(byField)) {
    const head = path.split('.')[0] ?? '';
    const field = FORM_FIELD[head] ?? (KNOWN_FIELDS.has(head) ? (head as keyof TContentFormValues) : null);
    if (field) errors[field] ??= text;
    else rest.push(text);
  }
  return { errors, rest: rest.length > 0 ? rest.join('; ') : null };
}

/** The item's display name: articles have a title, the rest a name. */
export const itemName = (item: TContentItem): string => ('title' in item ? item.title : item.name);
