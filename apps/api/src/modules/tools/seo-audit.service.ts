import {
  SEO_AUDIT_HISTORY_LIMIT,
  type TSeoAuditHistory,
  type TSeoAuditReport,
  type TSeoFacts,
} from '@launchpad/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { seoAudits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { extractPage, readStructuredData, robotsBlocks, parseRobots, scoreFacts } from './seo-audit-checks.service';
import {
  type TAddressCheck,
  anyAddress,
  publicAddressesOnly,
  safeFetch,
  type TSafeResponse,
} from './seo-audit-fetch.service';

type TAuditDeps = Pick<TDeps, 'db' | 'config'>;

/** Limits of one audit (SPEC §5 bounds: nothing unbounded is read). */
export const SEO_AUDIT_LIMITS = {
  pageBytes: 2 * 1024 * 1024,
  pageTimeoutMs: 10_000,
  robotsBytes: 512 * 1024,
  sitemapBytes: 1024 * 1024,
  sideTimeoutMs: 5_000,
  linkTimeoutMs: 5_000,
  linksChecked: 5,
  maxRedirects: 5,
};

export type TAuditOptions = {
  userId: string;
  url: string;
  /** Tests only: which addresses may be fetched (overrides the config). */
  isAllowed?: TAddressCheck;
  limits?: Partial<typeof SEO_AUDIT_LIMITS>;
};

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

function decode(res: TSafeResponse): string {
  const charset = /charset=["']?([\w-]+)/i.exec(res.contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(res.body);
  } catch {
    return new TextDecoder('utf-8').decode(res.body);
  }
}

/** A side fetch (robots.txt, sitemap, a link): never fails the audit, answers null instead. */
async function tryFetch(url: string, options: Parameters<typeof safeFetch>[1]): Promise<TSafeResponse | null> {
  try {
    return await safeFetch(url, options);
  } catch {
    return null;
  }
}

/** Fetch and audit one page, save the report to the customer's history and return it. */
export async function runAudit(deps: TAuditDeps, options: TAuditOptions): Promise<TSeoAuditReport> {
  const limits = { ...SEO_AUDIT_LIMITS, ...options.limits };
  const isAllowed = options.isAllowed ?? (deps.config.SEO_AUDIT_ALLOW_PRIVATE ? anyAddress : publicAddressesOnly);
  const common = { isAllowed, maxRedirects: limits.maxRedirects };

  const page = await safeFetch(options.url, { ...common, maxBytes: limits.pageBytes, timeoutMs: limits.pageTimeoutMs });
  if (page.status >= 400) {
    throw new AppError(
      'UNPROCESSABLE',
      `The page answered with an error (HTTP ${page.status}), so there is nothing to audit.`,
    );
  }
  if (!HTML_TYPES.some((type) => page.contentType.includes(type))) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `That address is not a web page (it is ${page.contentType.split(';')[0] || 'of an unknown type'}); only HTML pages can be audited.`,
    );
  }
  if (page.truncated) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The page is larger than ${Math.round(limits.pageBytes / 1024 / 1024)} MB of HTML, too big to audit. Pages that large are slow for visitors too.`,
    );
  }

  const finalUrl = new URL(page.url);
  const html = decode(page);
  const extracted = extractPage(html, page.url);
  const origin = finalUrl.origin;
  const side = { ...common, timeoutMs: limits.sideTimeoutMs };

  // robots.txt, the sitemap and a sample of internal links, fetched side by side (same SSRF rules).
  const robotsPromise = tryFetch(`${origin}/robots.txt`, { ...side, maxBytes: limits.robotsBytes });
  const linkSample = extracted.internalLinks.filter((link) => link !== page.url).slice(0, limits.linksChecked);
  const linksPromise = Promise.all(
    linkSample.map(async (link) => {
      const linkOptions = { ...common, timeoutMs: limits.linkTimeoutMs, maxBytes: 64 * 1024 };
      let res = await tryFetch(link, { ...linkOptions, method: 'HEAD' });
      if (res && (res.status === 405 || res.status === 501)) res = await tryFetch(link, linkOptions);
      if (!res) return { url: link, status: 'unreachable' };
      return res.status >= 400 ? { url: link, status: String(res.status) } : null;
    }),
  );

  const robotsRes = await robotsPromise;
  const robotsText =
    robotsRes && robotsRes.status === 200 && !robotsRes.contentType.includes('html') ? decode(robotsRes) : null;
  const robots = robotsText === null ? null : parseRobots(robotsText);
  const pagePath = finalUrl.pathname + finalUrl.search;

  const sitemapCandidates = robots?.sitemaps.length ? robots.sitemaps.slice(0, 1) : [`${origin}/sitemap.xml`];
  let sitemap: TSeoFacts['sitemap'] = { url: null, found: false, urls: 0 };
  for (const candidate of sitemapCandidates) {
    const res = await tryFetch(candidate, { ...side, maxBytes: limits.sitemapBytes });
    if (!res || res.status !== 200) continue;
    const text = decode(res);
    if (/<(urlset|sitemapindex)[\s>]/i.test(text)) {
      sitemap = { url: res.url, found: true, urls: (text.match(/<loc[\s>]/gi) ?? []).length };
      break;
    }
  }

  const broken = (await linksPromise).filter((link): link is { url: string; status: string } => link !== null);
  const structured = readStructuredData(extracted.jsonLd);
  const facts: TSeoFacts = {
    statusCode: page.status,
    redirects: page.redirects,
    title: extracted.title,
    description: extracted.description,
    headings: extracted.headings.slice(0, 100),
    canonical: extracted.canonical,
    openGraph: extracted.openGraph,
    robotsMeta: extracted.robotsMeta,
    lang: extracted.lang,
    viewport: extracted.viewport,
    images: extracted.images,
    links: {
      internal: extracted.internalLinks.length,
      external: extracted.externalLinks,
      checked: linkSample.length,
      broken,
    },
    robotsTxt: {
      found: robotsText !== null,
      blocksPage: robotsText !== null && robotsBlocks(robotsText, pagePath),
      sitemaps: robots?.sitemaps.slice(0, 10) ?? [],
    },
    sitemap,
    structuredData: { blocks: extracted.jsonLd.length, types: structured.types, invalid: structured.invalid },
    weight: { htmlBytes: page.body.length, scripts: extracted.scripts, stylesheets: extracted.stylesheets },
    https: finalUrl.protocol === 'https:',
  };
  const { score, checks, fixes } = scoreFacts(facts);

  const [row] = await deps.db
    .insert(seoAudits)
    .values({ userId: options.userId, url: options.url, finalUrl: page.url, score, checks, fixes, facts })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The audit could not be saved.');
  return toReport(row);
}

function toReport(row: typeof seoAudits.$inferSelect): TSeoAuditReport {
  return {
    id: row.id,
    url: row.url,
    finalUrl: row.finalUrl,
    score: row.score,
    createdAt: row.createdAt.toISOString(),
    checks: row.checks,
    fixes: row.fixes,
    facts: row.facts,
  };
}

export async function listAudits(deps: Pick<TDeps, 'db'>, options: { userId: string }): Promise<TSeoAuditHistory> {
  const rows = await deps.db
    .select({
      id: seoAudits.id,
      url: seoAudits.url,
      finalUrl: seoAudits.finalUrl,
      score: seoAudits.score,
      createdAt: seoAudits.createdAt,
    })
    .from(seoAudits)
    .where(eq(seoAudits.userId, options.userId))
    .orderBy(desc(seoAudits.createdAt), desc(seoAudits.id))
    .limit(SEO_AUDIT_HISTORY_LIMIT);
  return { audits: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

export async function readAudit(
  deps: Pick<TDeps, 'db'>,
  options: { userId: string; id: string },
): Promise<TSeoAuditReport> {
  const [row] = await deps.db
    .select()
    .from(seoAudits)
    .where(and(eq(seoAudits.id, options.id), eq(seoAudits.userId, options.userId)));
  if (!row) throw new AppError('NOT_FOUND', 'That audit was not found in your history.');
  return toReport(row);
}
