import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { TPageMeta } from '@launchpad/shared/contracts/seo';
import { DEFAULT_PAGE_META, SITE_NAME } from '@launchpad/shared/constants/seo';
import { useGetPageSeoQuery } from './api';

const noChanges = () => () => undefined;
const afterHydration = () => true;
const duringHydration = () => false;

type TPageMetaProps = {
  /** Fallbacks for this page, layered over DEFAULT_PAGE_META while loading or on failure. */
  defaults?: Partial<TPageMeta>;
  /** The page to describe; the current pathname unless given. */
  slug?: string;
};

const origin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/** Absolute form of an in-app path, as canonical and Open Graph URLs require. */
function absolute(url: string): string {
  try {
    return new URL(url, origin() || 'http://localhost').toString();
  } catch {
    return url;
  }
}

/** Non-empty values of `meta` over `base`: a blank server field never erases a good default. */
function merge(base: TPageMeta, meta: Partial<TPageMeta> | undefined): TPageMeta {
  const result: TPageMeta = { ...base };
  if (!meta) return result;
  for (const key of Object.keys(meta) as Array<keyof TPageMeta>) {
    const value = meta[key];
    if (value !== undefined && value !== null && value !== '') Object.assign(result, { [key]: value });
  }
  return result;
}

/**
 * The server answers unknown pages with the site-wide defaults; those must not hide a page's own
 * fallback (its title, say), so only values that differ from DEFAULT_PAGE_META count as specific.
 */
function specificTo(meta: TPageMeta): Partial<TPageMeta> {
  return Object.fromEntries(
    Object.entries(meta).filter(([key, value]) => value !== DEFAULT_PAGE_META[key as keyof TPageMeta]),
  );
}

/** JSON for a <script> element: "<" escaped so a value cannot close the tag. */
const jsonLd = (data: Record<string, unknown>) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * The page's metadata from POST /api/products/page-seo, keyed by pathname (SPEC §8): title,
 * description, keywords, canonical, Open Graph and JSON-LD. React 19 hoists these into <head>.
 * While loading or on failure: DEFAULT_PAGE_META merged with `defaults`, and a console warning.
 */
export function PageMeta({ defaults, slug }: TPageMetaProps) {
  const { pathname } = useLocation();
  const page = slug ?? pathname;
  // currentData, not data: never show the previous page's metadata while this one loads.
  const { currentData: data, error, isError } = useGetPageSeoQuery(page);

  useEffect(() => {
    if (isError) console.warn(`Page metadata for "${page}" could not be loaded; using defaults.`, error);
  }, [isError, error, page]);

  const fallback = merge({ ...DEFAULT_PAGE_META, page_url: page }, defaults);
  const meta = data ? merge(fallback, specificTo(data)) : fallback;
  const url = absolute(meta.page_url);
  const image = meta.og_image ? absolute(meta.og_image) : null;
  // Server-rendered pages (src/entry-server.tsx) get these tags from the api, which writes them into <head>.
  // The JSON-LD script stays where it is rendered (React hoists only the other tags), so while a server-rendered
  // page hydrates it is left out, as on the server, and added right after.
  const hydrated = useSyncExternalStore(noChanges, afterHydration, duringHydration);
  if (import.meta.env.SSR) return null;

  return (
    <>
      <title>{meta.seo_title}</title>
      <meta name="description" content={meta.seo_description} />
      <meta name="keywords" content={meta.seo_keywords} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={meta.seo_title} />
      <meta property="og:description" content={meta.seo_description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {hydrated && meta.schema_data && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(meta.schema_data) }} />
      )}
    </>
  );
}
