import type { RouteObject } from 'react-router';
import type { TContentType } from '@launchpad/shared/contracts/content';
import { paths, patterns } from '@/config/paths';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import type { TRouteHandle } from '@/app/route-handle';

// One list page and one detail page serve every area (configured by `type`); each is its own chunk.
const ContentListPage = lazyWithTimeout(() => import('@/features/content/pages/content-list-page'));
const ContentDetailPage = lazyWithTimeout(() => import('@/features/content/pages/content-detail-page'));
const LearnPage = lazyWithTimeout(() => import('@/features/content/pages/learn-page'));

const list = (path: string, title: string, type: TContentType): RouteObject => ({
  path,
  handle: { title, content: { type, view: 'list' } } satisfies TRouteHandle,
  element: <ContentListPage type={type} />,
});
/** `title` is the metadata fallback until the item's own title and summary have loaded. */
const detail = (path: string, title: string, type: TContentType): RouteObject => ({
  path,
  handle: { title, content: { type, view: 'detail' } } satisfies TRouteHandle,
  element: <ContentDetailPage type={type} title={title} />,
});

/** Issue 9: SPEC §2 content areas — lists and details. */
export const contentRoutes: RouteObject[] = [
  list(paths.network, 'Founder network', 'founder'),
  detail(patterns.networkProfile, 'Network profile', 'founder'),
  list(paths.investors, 'Investors', 'investor'),
  detail(patterns.investor, 'Investor profile', 'investor'),
  list(paths.events, 'Events', 'event'),
  detail(patterns.event, 'Event', 'event'),
  detail(patterns.eventOrganizer, 'Event organiser', 'organizer'),
  list(paths.community, 'Community', 'community'),
  detail(patterns.communityPost, 'Community', 'community'),
  list(paths.perks, 'Perks', 'perk'),
  detail(patterns.perk, 'Perk', 'perk'),
  // /learn?article={slug} opens a lesson in the hub's reader view.
  { path: paths.learn, handle: { title: 'Learn' }, element: <LearnPage /> },
  list(paths.blog, 'Blog', 'blog'),
  detail(patterns.blogPost, 'Blog post', 'blog'),
  list(paths.guide, 'Guides', 'guide'),
  detail(patterns.guideArticle, 'Guide', 'guide'),
  list(paths.tipsAndTricks, 'Tips & tricks', 'tip'),
  detail(patterns.tipsAndTricksArticle, 'Tip', 'tip'),
];
