import type { LucideIcon } from 'lucide-react';
import {
  BookOpen,
  CalendarDays,
  FileText,
  Gift,
  GraduationCap,
  Handshake,
  Lightbulb,
  Megaphone,
  Users,
} from 'lucide-react';
import type { TContentSort, TContentType, TStartupStage } from '@launchpad/shared/contracts/content';
import { paths } from '@/config/paths';

/** The filters a list page can offer; each area picks those its api list accepts. */
export type TFilterKey = 'sector' | 'stage' | 'location' | 'category' | 'dates';

/** One content area: what its list page says and offers, and where its items live. */
export type TContentArea = {
  type: TContentType;
  /** The list page's h1 and the breadcrumb's first step. */
  title: string;
  eyebrow: string;
  intro: string;
  /** "event" / "events": counts, empty states, loading labels. */
  noun: [singular: string, plural: string];
  icon: LucideIcon;
  listPath: string;
  detailPath: (slug: string) => string;
  filters: TFilterKey[];
  /** What `sector` and `category` are called here (communities: topic and platform). */
  sectorLabel?: string;
  categoryLabel?: string;
  /** Sorts offered besides the api's default order, which is named by `defaultSortLabel`. */
  sorts: TContentSort[];
  defaultSortLabel: string;
  searchPlaceholder: string;
};

export const SORT_LABELS: Record<TContentSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  name: 'Name (A–Z)',
  date: 'Soonest first',
  members: 'Most members',
  value: 'Highest value',
};

/** STARTUP_STAGES of the contract with their labels (the Record keeps the two in step). */
export const STAGE_LABELS: Record<TStartupStage, string> = {
  idea: 'Idea',
  'pre-seed': 'Pre-seed',
  seed: 'Seed',
  'series-a': 'Series A',
  'series-b': 'Series B',
  growth: 'Growth',
};
export const stageLabel = (stage: string) => STAGE_LABELS[stage as TStartupStage] ?? stage;

const articleArea = (
  type: 'blog' | 'guide' | 'tip' | 'learn',
  rest: Pick<TContentArea, 'title' | 'eyebrow' | 'intro' | 'noun' | 'icon' | 'listPath' | 'detailPath'>,
): TContentArea => ({
  type,
  ...rest,
  filters: ['category'],
  categoryLabel: 'Category',
  sorts: ['newest', 'name'],
  defaultSortLabel: 'Newest first',
  searchPlaceholder: 'Search by title or topic, e.g. VAT',
});

export const CONTENT_AREAS = {
  community: {
    type: 'community',
    title: 'Founder communities',
    eyebrow: 'Community',
    intro: 'Slack groups, Discord servers, meetups and circles where founders swap advice, by topic and place.',
    noun: ['community', 'communities'],
    icon: Users,
    listPath: paths.community,
    detailPath: paths.communityPost,
    filters: ['sector', 'category', 'location'],
    sectorLabel: 'Topic',
    categoryLabel: 'Platform',
    sorts: ['members', 'name', 'newest'],
    defaultSortLabel: 'Featured',
    searchPlaceholder: 'Search communities, e.g. climate',
  },
  investor: {
    type: 'investor',
    title: 'Investors',
    eyebrow: 'Community',
    intro: 'Angels and funds backing early-stage companies, with the stages they invest at and their cheque sizes.',
    noun: ['investor', 'investors'],
    icon: Handshake,
    listPath: paths.investors,
    detailPath: paths.investor,
    filters: ['sector', 'stage', 'location'],
    sorts: ['name', 'newest'],
    defaultSortLabel: 'Featured',
    searchPlaceholder: 'Search investors, e.g. fintech angel',
  },
  event: {
    type: 'event',
    title: 'Events',
    eyebrow: 'Community',
    intro: 'Meetups, workshops and demo days for founders, in person and online. Times show in your time zone.',
    noun: ['event', 'events'],
    icon: CalendarDays,
    listPath: paths.events,
    detailPath: paths.event,
    filters: ['dates', 'sector', 'location'],
    sorts: ['name', 'newest'],
    defaultSortLabel: 'Soonest first',
    searchPlaceholder: 'Search events, e.g. pitch night',
  },
  organizer: {
    type: 'organizer',
    title: 'Event organisers',
    eyebrow: 'Events',
    intro: 'The people and groups behind the events.',
    noun: ['organiser', 'organisers'],
    icon: Megaphone,
    listPath: paths.events,
    detailPath: paths.eventOrganizer,
    filters: [],
    sorts: [],
    defaultSortLabel: 'Featured',
    searchPlaceholder: 'Search organisers',
  },
  perk: {
    type: 'perk',
    title: 'Perks',
    eyebrow: 'Save money',
    intro: 'Credits and discounts from partner products, checked by our team, and how to claim each one.',
    noun: ['perk', 'perks'],
    icon: Gift,
    listPath: paths.perks,
    detailPath: paths.perk,
    filters: ['sector', 'stage', 'location'],
    sorts: ['value', 'name', 'newest'],
    defaultSortLabel: 'Featured',
    searchPlaceholder: 'Search perks, e.g. cloud credits',
  },
  founder: {
    type: 'founder',
    title: 'Founder network',
    eyebrow: 'Community',
    intro: 'Founders and operators who are happy to talk shop: what they build and where they are.',
    noun: ['founder', 'founders'],
    icon: Users,
    listPath: paths.network,
    detailPath: paths.networkProfile,
    filters: ['sector', 'location'],
    sorts: ['name', 'newest'],
    defaultSortLabel: 'Featured',
    searchPlaceholder: 'Search founders, e.g. marketplace',
  },
  blog: articleArea('blog', {
    title: 'Blog',
    eyebrow: 'Learn',
    intro: 'News, founder stories and how-tos from the Launchpad team.',
    noun: ['post', 'posts'],
    icon: FileText,
    listPath: paths.blog,
    detailPath: paths.blogPost,
  }),
  guide: articleArea('guide', {
    title: 'Guides',
    eyebrow: 'Learn',
    intro: 'Step-by-step guides, from choosing a company type to your first tax return.',
    noun: ['guide', 'guides'],
    icon: BookOpen,
    listPath: paths.guide,
    detailPath: paths.guideArticle,
  }),
  tip: articleArea('tip', {
    title: 'Tips & tricks',
    eyebrow: 'Learn',
    intro: 'Short, practical tips for founders: five minutes each, useful the same day.',
    noun: ['tip', 'tips'],
    icon: Lightbulb,
    listPath: paths.tipsAndTricks,
    detailPath: paths.tipsAndTricksArticle,
  }),
  learn: articleArea('learn', {
    title: 'Learn',
    eyebrow: 'Learn',
    intro: 'Lessons on starting, funding and running a company.',
    noun: ['lesson', 'lessons'],
    icon: GraduationCap,
    listPath: paths.learn,
    detailPath: (slug: string) => `${paths.learn}?${new URLSearchParams({ article: slug }).toString()}`,
  }),
} as const satisfies Record<TContentType, TContentArea>;

export type TAreaKey = keyof typeof CONTENT_AREAS;
export const areaOf = (type: TContentType): TContentArea => CONTENT_AREAS[type];
