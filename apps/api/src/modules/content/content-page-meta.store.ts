import { SITE_NAME, type TContentItem, type TContentType, type TPageMeta } from '@launchpad/shared';
import type { TDeps } from '../../core';
import { findPublishedItem } from './content.service';

/** The first path segment of each content detail page (SPEC §2) and the type it shows. */
export const CONTENT_DETAIL_PAGES: Readonly<Record<string, TContentType>> = {
  community: 'community',
  investor: 'investor',
  events: 'event',
  eventorganizer: 'organizer',
  perks: 'perk',
  network: 'founder',
  blog: 'blog',
  guide: 'guide',
  'tips-and-tricks': 'tip',
};

const absolute = (url: string | null, publicUrl: string) => (url ? new URL(url, publicUrl).toString() : null);

/** schema.org data for articles (Article) and events (Event); other areas have none. */
function structuredData(item: TContentItem, url: string, publicUrl: string): Record<string, unknown> | null {
  const image = absolute(item.image, publicUrl);
  if (item.type === 'event') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: item.name,
      description: item.description,
      startDate: item.startsAt,
      endDate: item.endsAt,
      eventAttendanceMode: `https://schema.org/${item.isOnline ? 'Online' : 'Offline'}EventAttendanceMode`,
      location: item.isOnline
        ? { '@type': 'VirtualLocation', url: item.ticketsUrl ?? url }
        : { '@type': 'Place', name: item.venue ?? item.location, address: item.location },
      organizer: { '@type': 'Organization', name: item.organiser },
      ...(image ? { image } : {}),
      url,
    };
  }
  if (item.type === 'blog' || item.type === 'guide' || item.type === 'tip' || item.type === 'learn') {
    return {
      '@context': 'https://schema.org',
      '@type': item.type === 'blog' ? 'BlogPosting' : 'Article',
      headline: item.title,
      description: item.summary,
      author: { '@type': 'Person', name: item.author },
      publisher: { '@type': 'Organization', name: SITE_NAME },
      ...(item.publishedAt ? { datePublished: item.publishedAt } : {}),
      dateModified: item.updatedAt,
      ...(image ? { image } : {}),
      mainEntityOfPage: url,
    };
  }
  return null;
}

/**
 * page-seo for a content detail page (`/blog/{slug}`, `/events/{slug}`…): the item's title, summary, image,
 * tags and structured data, under its canonical slug path. Null for other paths and unknown or draft items.
 */
export async function contentPageMeta(
  deps: Pick<TDeps, 'db'>,
  segments: string[],
  publicUrl: string,
): Promise<TPageMeta | null> {
  const [area, key] = segments;
  const type = area ? CONTENT_DETAIL_PAGES[area] : undefined;
  if (!type || !key || segments.length !== 2) return null;
  const item = await findPublishedItem(deps, type, key);
  if (!item) return null;
  const title = 'title' in item ? item.title : item.name;
  const summary = 'summary' in item ? item.summary : item.description;
  const path = `/${area}/${encodeURIComponent(item.slug)}`;
  return {
    seo_title: `${title} | ${SITE_NAME}`,
    seo_description: summary.replace(/\s+/g, ' ').trim().slice(0, 170),
    seo_keywords: item.tags.join(','),
    page_url: path,
    schema_data: structuredData(item, new URL(path, publicUrl).toString(), publicUrl),
    og_image: item.image,
  };
}
