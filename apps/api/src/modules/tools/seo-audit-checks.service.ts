import type { TSeoCheck, TSeoFacts, TSeoFix } from '@launchpad/shared';
import { Parser } from 'htmlparser2';

/**
 * The SEO audit's pure parts: the page as a stream of tags and text (htmlparser2), the page facts
 * extracted from it, robots.txt rules, and the weighted checks, score and fix list.
 */

// ---------------------------------------------------------------------------------------------------
// Tokens: start tags with attributes, end tags (also the ones HTML implies) and text, entities decoded;
// comments, doctype and processing instructions skipped; script and style content kept as raw text.

export type TToken =
  | { type: 'start'; name: string; attrs: Record<string, string> }
  | { type: 'end'; name: string }
  | { type: 'text'; text: string };

export function tokenize(html: string): TToken[] {
  const tokens: TToken[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attrs) => tokens.push({ type: 'start', name, attrs }),
      ontext: (text) => {
        const last = tokens.at(-1);
        if (last?.type === 'text') last.text += text;
        else tokens.push({ type: 'text', text });
      },
      onclosetag: (name) => tokens.push({ type: 'end', name }),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return tokens;
}

// ---------------------------------------------------------------------------------------------------
// Page facts

export type TPageFacts = {
  title: string | null;
  description: string | null;
  headings: { level: number; text: string }[];
  canonical: string | null;
  openGraph: Record<string, string>;
  robotsMeta: string | null;
  lang: string | null;
  viewport: string | null;
  images: { total: number; withoutAlt: number; sample: string[] };
  internalLinks: string[];
  externalLinks: number;
  jsonLd: string[];
  scripts: number;
  stylesheets: number;
};

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export function extractPage(html: string, pageUrl: string): TPageFacts {
  const base = new URL(pageUrl);
  let baseHref = base;
  const facts: TPageFacts = {
    title: null,
    description: null,
    headings: [],
    canonical: null,
    openGraph: {},
    robotsMeta: null,
    lang: null,
    viewport: null,
    images: { total: 0, withoutAlt: 0, sample: [] },
    internalLinks: [],
    externalLinks: 0,
    jsonLd: [],
    scripts: 0,
    stylesheets: 0,
  };
  const internal = new Set<string>();
  let heading: { level: number; text: string } | null = null;
  let inTitle = false;
  let inJsonLd = false;
  let inSvg = 0;
  for (const token of tokenize(html)) {
    if (token.type === 'text') {
      if (inTitle) facts.title = (facts.title ?? '') + token.text;
      else if (inJsonLd) facts.jsonLd.push(token.text);
      else if (heading) heading.text += token.text;
      continue;
    }
    if (token.type === 'end') {
      if (token.name === 'title') inTitle = false;
      if (token.name === 'script') inJsonLd = false;
      if (token.name === 'svg') inSvg = Math.max(0, inSvg - 1);
      if (heading && token.name === `h${heading.level}`) {
        facts.headings.push({ level: heading.level, text: squash(heading.text).slice(0, 200) });
        heading = null;
      }
      continue;
    }
    const { name, attrs } = token;
    if (name === 'svg') inSvg++;
    if (inSvg > 0 && name === 'title') continue; // an SVG's title is not the page's
    switch (name) {
      case 'html':
        facts.lang ??= attrs.lang?.trim() || null;
        break;
      case 'base':
        if (attrs.href) {
          try {
            baseHref = new URL(attrs.href, base);
          } catch {
            /* ignore a broken <base> */
          }
        }
        break;
      case 'title':
        if (facts.title === null) {
          inTitle = true;
          facts.title = '';
        }
        break;
      case 'meta': {
        const key = (attrs.name ?? attrs.property ?? '').toLowerCase().trim();
        const content = squash(attrs.content ?? '');
        if (key === 'description' && facts.description === null) facts.description = content;
        else if (key === 'viewport' && facts.viewport === null) facts.viewport = content;
        else if (key === 'robots' && facts.robotsMeta === null) facts.robotsMeta = content.toLowerCase();
        else if (key.startsWith('og:') && content && !(key in facts.openGraph)) facts.openGraph[key] = content;
        break;
      }
      case 'link': {
        const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
        if (rel.includes('canonical') && facts.canonical === null) facts.canonical = attrs.href?.trim() ?? '';
        if (rel.includes('stylesheet')) facts.stylesheets++;
        break;
      }
      case 'style':
        facts.stylesheets++;
        break;
      case 'script': {
        const type = (attrs.type ?? '').toLowerCase().trim();
        if (type === 'application/ld+json') inJsonLd = true;
        else if (!type || type.includes('javascript') || type === 'module') facts.scripts++;
        break;
      }
      case 'img':
        facts.images.total++;
        if (attrs.alt === undefined) {
          facts.images.withoutAlt++;
          if (facts.images.sample.length < 10) facts.images.sample.push(attrs.src ?? '(no src)');
        }
        break;
      case 'a': {
        const href = attrs.href?.trim();
        if (!href || href.startsWith('#')) break;
        let target: URL;
        try {
          target = new URL(href, baseHref);
        } catch {
          break;
        }
        if (target.protocol !== 'http:' && target.protocol !== 'https:') break;
        target.hash = '';
        if (target.hostname === base.hostname) internal.add(target.toString());
        else facts.externalLinks++;
        break;
      }
      default:
        if (/^h[1-6]$/.test(name) && !heading) heading = { level: Number(name[1]), text: '' };
    }
  }
  if (heading) facts.headings.push({ level: heading.level, text: squash(heading.text).slice(0, 200) });
  if (facts.title !== null) facts.title = squash(facts.title);
  facts.internalLinks = [...internal];
  return facts;
}

/** The @type values of JSON-LD blocks, and how many blocks would not parse. */
export function readStructuredData(blocks: string[]): { types: string[]; invalid: number } {
  const types = new Set<string>();
  let invalid = 0;
  const collect = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(collect);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const type = record['@type'];
    if (typeof type === 'string') types.add(type);
    else if (Array.isArray(type)) type.filter((t) => typeof t === 'string').forEach((t) => types.add(t));
    if (record['@graph']) collect(record['@graph']);
  };
  for (const block of blocks) {
    try {
      collect(JSON.parse(block));
    } catch {
      invalid++;
    }
  }
  return { types: [...types].slice(0, 20), invalid };
}

// ---------------------------------------------------------------------------------------------------
// robots.txt (RFC 9309): the group for our agent or "*", longest matching rule wins, Allow on a tie.

export function parseRobots(text: string): {
  groups: { agents: string[]; rules: { allow: boolean; path: string }[] }[];
  sitemaps: string[];
} {
  const groups: { agents: string[]; rules: { allow: boolean; path: string }[] }[] = [];
  const sitemaps: string[] = [];
  let current: (typeof groups)[number] | null = null;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const match = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line);
    if (!match) continue;
    const field = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (field === 'sitemap') {
      if (value) sitemaps.push(value);
      continue;
    }
    if (field === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (current && (field === 'allow' || field === 'disallow'))
      current.rules.push({ allow: field === 'allow', path: value });
  }
  return { groups, sitemaps };
}

function robotsPatternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const regex = body
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${regex}${anchored ? '$' : ''}`).test(path);
}

export function robotsBlocks(text: string, path: string, agent = 'launchpadseoaudit'): boolean {
  const { groups } = parseRobots(text);
  const group =
    groups.find((g) => g.agents.some((a) => a !== '*' && agent.includes(a))) ??
    groups.find((g) => g.agents.includes('*'));
  if (!group) return false;
  let best: { allow: boolean; length: number } | null = null;
  for (const rule of group.rules) {
    if (!rule.path) continue; // "Disallow:" with nothing allows everything
    if (!robotsPatternMatches(rule.path, path)) continue;
    const length = rule.path.length;
    if (!best || length > best.length || (length === best.length && rule.allow)) best = { allow: rule.allow, length };
  }
  return best ? !best.allow : false;
}

// ---------------------------------------------------------------------------------------------------
// Checks, score and fixes

type TCheckSpec = Omit<TSeoCheck, 'detail' | 'status'> & {
  evaluate: (facts: TSeoFacts) => { status: TSeoCheck['status']; detail: string };
  advice: string;
  fixTitle: string;
};

const KB = 1024;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const CHECKS: TCheckSpec[] = [
  {
    id: 'indexable',
    section: 'crawling',
    label: 'Search engines may index the page',
    weight: 10,
    fixTitle: 'Let search engines index the page',
    advice:
      'Remove "noindex" from the robots meta tag, and make sure robots.txt does not disallow this page. Otherwise it will not appear in search results at all.',
    evaluate: (f) => {
      if (f.robotsMeta?.includes('noindex') || f.robotsMeta?.includes('none'))
        return { status: 'fail', detail: `The robots meta tag says "${f.robotsMeta}".` };
      if (f.robotsTxt.blocksPage) return { status: 'fail', detail: 'robots.txt disallows this page.' };
      return { status: 'pass', detail: 'Nothing stops search engines from indexing this page.' };
    },
  },
  {
    id: 'title',
    section: 'content',
    label: 'Page title',
    weight: 10,
    fixTitle: 'Write a clear page title of 30–60 characters',
    advice:
      'The title is the blue link in search results. Describe the page in 30–60 characters, most important words first, and end with your brand name.',
    evaluate: (f) => {
      if (!f.title) return { status: 'fail', detail: 'The page has no <title>.' };
      const n = f.title.length;
      if (n < 30) return { status: 'warn', detail: `The title is short (${n} characters): "${f.title}".` };
      if (n > 60)
        return { status: 'warn', detail: `The title is long (${n} characters) and will be cut off in results.` };
      return { status: 'pass', detail: `"${f.title}" (${n} characters).` };
    },
  },
  {
    id: 'meta-description',
    section: 'content',
    label: 'Meta description',
    weight: 8,
    fixTitle: 'Add a meta description of 70–160 characters',
    advice:
      'Search engines often show the description under the title. Summarise the page in one or two sentences (70–160 characters) that make people want to click.',
    evaluate: (f) => {
      if (!f.description) return { status: 'fail', detail: 'The page has no meta description.' };
      const n = f.description.length;
      if (n < 70) return { status: 'warn', detail: `The description is short (${n} characters).` };
      if (n > 160) return { status: 'warn', detail: `The description is long (${n} characters) and will be cut off.` };
      return { status: 'pass', detail: `${n} characters.` };
    },
  },
  {
    id: 'h1',
    section: 'content',
    label: 'One main heading (h1)',
    weight: 8,
    fixTitle: 'Use exactly one h1 heading',
    advice:
      'Give the page one <h1> that says what it is about, in the words your customers search for. Use h2 and h3 for the sections below it.',
    evaluate: (f) => {
      const h1s = f.headings.filter((h) => h.level === 1);
      if (h1s.length === 0) return { status: 'fail', detail: 'The page has no h1 heading.' };
      if (h1s.length > 1) return { status: 'warn', detail: `The page has ${h1s.length} h1 headings.` };
      if (!h1s[0]!.text) return { status: 'warn', detail: 'The h1 heading is empty.' };
      return { status: 'pass', detail: `"${h1s[0]!.text}".` };
    },
  },
  {
    id: 'heading-order',
    section: 'content',
    label: 'Headings in order',
    weight: 3,
    fixTitle: 'Keep headings in order',
    advice:
      'Do not skip heading levels (for example an h4 straight after an h2); it helps search engines and screen readers follow the page.',
    evaluate: (f) => {
      for (let k = 1; k < f.headings.length; k++) {
        const prev = f.headings[k - 1]!.level;
        const next = f.headings[k]!.level;
        if (next > prev + 1) return { status: 'warn', detail: `An h${next} follows an h${prev}.` };
      }
      return {
        status: 'pass',
        detail: f.headings.length ? plural(f.headings.length, 'heading') + ' in order.' : 'No headings.',
      };
    },
  },
  {
    id: 'canonical',
    section: 'crawling',
    label: 'Canonical URL',
    weight: 5,
    fixTitle: 'Add a canonical link',
    advice:
      'Add <link rel="canonical" href="…"> with the preferred address of this page, so versions with tracking parameters or www/non-www are counted as one.',
    evaluate: (f) => {
      if (f.canonical === null) return { status: 'warn', detail: 'No canonical link.' };
      if (!/^https?:\/\//i.test(f.canonical))
        return { status: 'fail', detail: `The canonical link "${f.canonical}" is not an absolute URL.` };
      return { status: 'pass', detail: f.canonical };
    },
  },
  {
    id: 'open-graph',
    section: 'social',
    label: 'Open Graph tags',
    weight: 5,
    fixTitle: 'Add Open Graph tags for sharing',
    advice:
      'Add og:title, og:description and og:image meta tags so links to the page look good when shared on LinkedIn, Facebook, Slack and others.',
    evaluate: (f) => {
      const wanted = ['og:title', 'og:description', 'og:image'];
      const missing = wanted.filter((k) => !f.openGraph[k]);
      if (missing.length === 0) return { status: 'pass', detail: 'og:title, og:description and og:image are set.' };
      if (missing.length === wanted.length) return { status: 'fail', detail: 'No Open Graph tags.' };
      return { status: 'warn', detail: `Missing ${missing.join(', ')}.` };
    },
  },
  {
    id: 'structured-data',
    section: 'social',
    label: 'Structured data (JSON-LD)',
    weight: 4,
    fixTitle: 'Add structured data',
    advice:
      'Describe your business with schema.org JSON-LD (for example Organization or LocalBusiness, Product, Article) so search engines can show rich results. Make sure it is valid JSON.',
    evaluate: (f) => {
      const sd = f.structuredData;
      if (sd.invalid > 0)
        return { status: 'fail', detail: `${plural(sd.invalid, 'JSON-LD block')} could not be read (invalid JSON).` };
      if (sd.blocks === 0) return { status: 'warn', detail: 'No JSON-LD structured data.' };
      return { status: 'pass', detail: `Types: ${sd.types.join(', ') || 'none named'}.` };
    },
  },
  {
    id: 'image-alt',
    section: 'links',
    label: 'Images have alt text',
    weight: 6,
    fixTitle: 'Describe images with alt text',
    advice:
      'Add an alt attribute to every image describing what it shows (alt="" for purely decorative ones). Search engines and screen-reader users rely on it.',
    evaluate: (f) => {
      const { total, withoutAlt } = f.images;
      if (total === 0) return { status: 'pass', detail: 'No images.' };
      if (withoutAlt === 0) return { status: 'pass', detail: `All ${plural(total, 'image')} have alt text.` };
      return {
        status: withoutAlt / total > 0.25 ? 'fail' : 'warn',
        detail: `${withoutAlt} of ${plural(total, 'image')} have no alt text.`,
      };
    },
  },
  {
    id: 'broken-links',
    section: 'links',
    label: 'Internal links work',
    weight: 8,
    fixTitle: 'Fix broken internal links',
    advice:
      'Update or remove links to pages that no longer exist, or redirect the old addresses to the right pages (301).',
    evaluate: (f) => {
      const { internal, external, checked, broken } = f.links;
      const counts = `${plural(internal, 'internal link')}, ${plural(external, 'external link')}`;
      if (broken.length > 0)
        return {
          status: 'fail',
          detail: `${broken.length} of ${checked} checked internal links are broken. ${counts}.`,
        };
      if (internal === 0)
        return {
          status: 'warn',
          detail: `No internal links: visitors and crawlers cannot find your other pages. ${counts}.`,
        };
      return { status: 'pass', detail: `${checked} checked, none broken. ${counts}.` };
    },
  },
  {
    id: 'robots-txt',
    section: 'crawling',
    label: 'robots.txt',
    weight: 4,
    fixTitle: 'Add a robots.txt file',
    advice:
      'Publish /robots.txt at the root of your site. It tells crawlers what to skip and where your sitemap is (add a "Sitemap:" line).',
    evaluate: (f) =>
      f.robotsTxt.found
        ? {
            status: 'pass',
            detail: f.robotsTxt.blocksPage ? 'Found; it blocks this page.' : 'Found; it allows this page.',
          }
        : { status: 'warn', detail: 'No robots.txt found.' },
  },
  {
    id: 'sitemap',
    section: 'crawling',
    label: 'XML sitemap',
    weight: 4,
    fixTitle: 'Publish an XML sitemap',
    advice:
      'List your pages in /sitemap.xml and point to it from robots.txt, so search engines find every page quickly.',
    evaluate: (f) =>
      f.sitemap.found
        ? { status: 'pass', detail: `${f.sitemap.url} lists ${plural(f.sitemap.urls, 'address')}.` }
        : { status: 'warn', detail: 'No sitemap found in robots.txt or at /sitemap.xml.' },
  },
  {
    id: 'viewport',
    section: 'technical',
    label: 'Mobile viewport',
    weight: 8,
    fixTitle: 'Make the page mobile-friendly',
    advice:
      'Add <meta name="viewport" content="width=device-width, initial-scale=1"> so phones show the page at the right size. Google ranks the mobile version of your site.',
    evaluate: (f) => {
      if (!f.viewport) return { status: 'fail', detail: 'No viewport meta tag.' };
      if (!f.viewport.replace(/\s/g, '').toLowerCase().includes('width=device-width'))
        return { status: 'warn', detail: `The viewport "${f.viewport}" does not use width=device-width.` };
      return { status: 'pass', detail: f.viewport };
    },
  },
  {
    id: 'https',
    section: 'technical',
    label: 'Served over HTTPS',
    weight: 10,
    fixTitle: 'Serve the site over HTTPS',
    advice:
      'Install a TLS certificate and redirect every http:// address to https://. Browsers mark plain http pages as "Not secure" and search engines prefer https.',
    evaluate: (f) =>
      f.https
        ? { status: 'pass', detail: 'The page is served over https.' }
        : { status: 'fail', detail: 'The page is served over plain http.' },
  },
  {
    id: 'page-weight',
    section: 'technical',
    label: 'Page weight',
    weight: 5,
    fixTitle: 'Make the page lighter',
    advice:
      'Trim the HTML (inline scripts, styles, hidden content) and combine or defer scripts and stylesheets so the page loads fast on phones.',
    evaluate: (f) => {
      const { htmlBytes, scripts, stylesheets } = f.weight;
      const detail = `${Math.round(htmlBytes / KB)} KB of HTML, ${plural(scripts, 'script')}, ${plural(stylesheets, 'stylesheet')}.`;
      if (htmlBytes > 500 * KB || scripts > 40) return { status: 'fail', detail };
      if (htmlBytes > 100 * KB || scripts > 15 || stylesheets > 10) return { status: 'warn', detail };
      return { status: 'pass', detail };
    },
  },
  {
    id: 'lang',
    section: 'technical',
    label: 'Language declared',
    weight: 3,
    fixTitle: 'Declare the page language',
    advice:
      'Add a lang attribute to the <html> tag (for example lang="en-GB") so search engines show the page to the right audience.',
    evaluate: (f) =>
      f.lang
        ? { status: 'pass', detail: `lang="${f.lang}".` }
        : { status: 'warn', detail: 'The <html> tag has no lang attribute.' },
  },
];

const STATUS_SHARE = { pass: 1, warn: 0.5, fail: 0, info: 0 } as const;

/** Run every check; the score is the weighted share of points earned (warn earns half). */
export function scoreFacts(facts: TSeoFacts): { score: number; checks: TSeoCheck[]; fixes: TSeoFix[] } {
  const checks: TSeoCheck[] = [];
  const fixes: (TSeoFix & { rank: number })[] = [];
  let earned = 0;
  let possible = 0;
  for (const spec of CHECKS) {
    const { status, detail } = spec.evaluate(facts);
    checks.push({ id: spec.id, section: spec.section, label: spec.label, status, weight: spec.weight, detail });
    if (status === 'info') continue;
    possible += spec.weight;
    earned += spec.weight * STATUS_SHARE[status];
    if (status === 'pass') continue;
    const priority = status === 'fail' ? (spec.weight >= 8 ? 'high' : 'medium') : spec.weight >= 8 ? 'medium' : 'low';
    // Failures before warnings, heavier checks first.
    const rank = (status === 'fail' ? 100 : 0) + spec.weight;
    fixes.push({ checkId: spec.id, priority, title: spec.fixTitle, advice: `${detail} ${spec.advice}`, rank });
  }
  fixes.sort((a, b) => b.rank - a.rank);
  const score = possible === 0 ? 0 : Math.round((earned / possible) * 100);
  return { score, checks, fixes: fixes.map(({ rank: _rank, ...fix }) => fix) };
}
