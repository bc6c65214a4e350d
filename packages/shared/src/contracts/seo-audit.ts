import { z } from 'zod';

/*
 * SEO audit (issue 8, SPEC §1 business tools): the server fetches a public page the customer names
 * (SSRF-safe) and reports what search engines see, with a score and a prioritised fix list. The calls
 * (endpoints/tools.ts) need a signed-in customer whose plan has the `tools` flag; audits are kept per customer.
 */

export const SEO_AUDIT_URL_MAX = 2048;
/** How many audits the history returns. */
export const SEO_AUDIT_HISTORY_LIMIT = 50;

/**
 * The URL a person typed, made absolute: "example.com" becomes "https://example.com/". Returns a
 * message naming the problem for anything that is not a plain http(s) address (file:, ftp:, credentials…).
 */
export function normaliseAuditUrl(input: string): { url: string } | { error: string } {
  const raw = input.trim();
  if (!raw) return { error: 'Enter the address of the page to audit.' };
  if (raw.length > SEO_AUDIT_URL_MAX)
    return { error: `The address is too long (at most ${SEO_AUDIT_URL_MAX} characters).` };
  // A scheme is letters then ":" — but "example.com:8080" is a host and port, so a digit after ":" is not one.
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(raw);
  let parsed: URL;
  try {
    parsed = new URL(hasScheme ? raw : `https://${raw}`);
  } catch {
    return { error: 'That is not a web address. Try something like https://example.com.' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { error: `Only http and https addresses can be audited, not ${parsed.protocol.replace(':', '')}.` };
  }
  if (parsed.username || parsed.password) return { error: 'Leave out the user name and password from the address.' };
  if (!parsed.hostname) return { error: 'The address needs a host name, like example.com.' };
  parsed.hash = '';
  return { url: parsed.toString() };
}

export const ZSeoAuditRequest = z.object({
  url: z.string({ error: 'Enter the address of the page to audit.' }).transform((value, ctx) => {
    const result = normaliseAuditUrl(value);
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result.url;
  }),
});
export type TSeoAuditRequest = z.input<typeof ZSeoAuditRequest>;

export const ZSeoAuditReadRequest = z.object({ id: z.uuid('Choose an audit from your history.') });

export const SEO_CHECK_STATUSES = ['pass', 'warn', 'fail', 'info'] as const;
export type TSeoCheckStatus = (typeof SEO_CHECK_STATUSES)[number];

export const SEO_SECTIONS = ['content', 'social', 'links', 'crawling', 'technical'] as const;
export type TSeoSection = (typeof SEO_SECTIONS)[number];
export const SEO_SECTION_LABELS: Record<TSeoSection, string> = {
  content: 'Content and headings',
  social: 'Sharing and structured data',
  links: 'Links and images',
  crawling: 'Crawling and indexing',
  technical: 'Mobile, speed and security',
};

export const ZSeoCheck = z.object({
  id: z.string(),
  section: z.enum(SEO_SECTIONS),
  label: z.string(),
  status: z.enum(SEO_CHECK_STATUSES),
  /** How much the check counts towards the score (info checks count nothing). */
  weight: z.number().int().min(0),
  /** What was found, in words. */
  detail: z.string(),
});
export type TSeoCheck = z.infer<typeof ZSeoCheck>;

export const SEO_FIX_PRIORITIES = ['high', 'medium', 'low'] as const;
export const ZSeoFix = z.object({
  checkId: z.string(),
  priority: z.enum(SEO_FIX_PRIORITIES),
  title: z.string(),
  advice: z.string(),
});
export type TSeoFix = z.infer<typeof ZSeoFix>;

export const ZSeoFacts = z.object({
  statusCode: z.number().int(),
  redirects: z.array(z.string()),
  title: z.string().nullable(),
  description: z.string().nullable(),
  headings: z.array(z.object({ level: z.number().int().min(1).max(6), text: z.string() })),
  canonical: z.string().nullable(),
  openGraph: z.record(z.string(), z.string()),
  robotsMeta: z.string().nullable(),
  lang: z.string().nullable(),
  viewport: z.string().nullable(),
  images: z.object({ total: z.number().int(), withoutAlt: z.number().int(), sample: z.array(z.string()) }),
  links: z.object({
    internal: z.number().int(),
    external: z.number().int(),
    checked: z.number().int(),
    broken: z.array(z.object({ url: z.string(), status: z.string() })),
  }),
  robotsTxt: z.object({ found: z.boolean(), blocksPage: z.boolean(), sitemaps: z.array(z.string()) }),
  sitemap: z.object({ url: z.string().nullable(), found: z.boolean(), urls: z.number().int() }),
  structuredData: z.object({ blocks: z.number().int(), types: z.array(z.string()), invalid: z.number().int() }),
  weight: z.object({ htmlBytes: z.number().int(), scripts: z.number().int(), stylesheets: z.number().int() }),
  https: z.boolean(),
});
export type TSeoFacts = z.infer<typeof ZSeoFacts>;

export const ZSeoAuditReport = z.object({
  id: z.uuid(),
  url: z.string(),
  finalUrl: z.string(),
  score: z.number().int().min(0).max(100),
  createdAt: z.string(),
  checks: z.array(ZSeoCheck),
  fixes: z.array(ZSeoFix),
  facts: ZSeoFacts,
});
export type TSeoAuditReport = z.infer<typeof ZSeoAuditReport>;

export const ZSeoAuditSummary = z.object({
  id: z.uuid(),
  url: z.string(),
  finalUrl: z.string(),
  score: z.number().int().min(0).max(100),
  createdAt: z.string(),
});
export type TSeoAuditSummary = z.infer<typeof ZSeoAuditSummary>;

/** The customer's past audits, newest first (summaries). */
export const ZSeoAuditHistory = z.object({ audits: z.array(ZSeoAuditSummary) });
export type TSeoAuditHistory = z.infer<typeof ZSeoAuditHistory>;

/** Words for a score, for the gauge. */
export function seoScoreBand(score: number): { label: string; tone: 'good' | 'fair' | 'poor' } {
  if (score >= 80) return { label: 'Good', tone: 'good' };
  if (score >= 50) return { label: 'Needs work', tone: 'fair' };
  return { label: 'Poor', tone: 'poor' };
}
