import { isSafeContentUrl } from '@launchpad/shared';
import { Parser } from 'htmlparser2';
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Articles and perk redeem steps are written in Markdown by staff and shown as HTML on public pages:
// rendered with `marked`, then sanitised with `sanitize-html` so no script, event handler or unsafe URL
// reaches a reader, whatever the source holds (raw HTML in Markdown included).

export type THeading = { id: string; text: string; level: number };
export type TRenderedMarkdown = { html: string; headings: THeading[] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '');

/** A stable anchor for a heading: lower-case ASCII words joined by hyphens ("Q&A: Tax" → "q-a-tax"). */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'section';
}

const SAFE_SCHEMES = ['http', 'https', 'mailto'];
const HEADING_TAGS = ['h2', 'h3'];

const BASE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'del',
    's',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    h2: ['id'],
    h3: ['id'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: SAFE_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A paragraph left empty once its unsafe content is gone is dropped too.
  exclusiveFilter: (frame) => frame.tag === 'p' && !frame.text.trim() && frame.mediaChildren.length === 0,
};

/**
 * Markdown → sanitised HTML with its table of contents. Level-1 headings become level 2 (the page has its own
 * h1); every h2 and h3 gets an id from its text, made unique with -2, -3…, and is listed in `headings`.
 */
export function renderMarkdown(markdown: string): TRenderedMarkdown {
  const headings: THeading[] = [];
  const taken = new Set<string>();
  const uniqueId = (text: string) => {
    const base = headingSlug(text);
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };

  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.use({
    renderer: {
      heading(token: Tokens.Heading) {
        const level = Math.max(2, Math.min(6, token.depth));
        const inner = this.parser.parseInline(token.tokens);
        if (level > 3) return `<h${level}>${inner}</h${level}>\n`;
        const text = decodeEntities(inner.replace(/<[^>]*>/g, ''))
          .replace(/\s+/g, ' ')
          .trim();
        const id = uniqueId(text);
        headings.push({ id, text, level });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
    },
  });
  const raw = marked.parse(markdown) as string;
  const ours = new Set(headings.map((heading) => heading.id));

  const html = sanitizeHtml(raw, {
    ...BASE_OPTIONS,
    transformTags: {
      h1: 'h2',
      // Only the anchors we made survive: an id written in raw HTML could clash with the page's own.
      ...Object.fromEntries(
        HEADING_TAGS.map((tag) => [
          tag,
          (tagName: string, attribs: sanitizeHtml.Attributes) => {
            const { id, ...rest } = attribs;
            return { tagName, attribs: id && ours.has(id) ? { ...rest, id } : rest };
          },
        ]),
      ),
      a: (tagName, attribs) => {
        const external = /^https?:/i.test(attribs.href ?? '');
        return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
  return { html: html.trim(), headings };
}

/** Attributes whose value a browser follows or loads. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'cite',
  'action',
  'formaction',
  'poster',
  'background',
  'data',
  'xlink:href',
]);

/**
 * The addresses in Markdown (links, images, reference definitions, autolinks and raw HTML alike) that staff
 * may not publish: anything but http(s), relative and, for links, mailto. Rendering would drop them anyway;
 * refusing them tells the writer at once. Read from the HTML `marked` makes, with entities decoded.
 */
export function unsafeMarkdownUrls(markdown: string): string[] {
  const html = new Marked({ gfm: true, async: false }).parse(markdown) as string;
  const unsafe: string[] = [];
  const parser = new Parser({
    onopentag(tag, attributes) {
      for (const [name, value] of Object.entries(attributes)) {
        if (!URL_ATTRIBUTES.has(name.toLowerCase())) continue;
        const urls =
          name.toLowerCase() === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value];
        const mailto = tag === 'a' && name.toLowerCase() === 'href';
        unsafe.push(...urls.filter((url) => !isSafeContentUrl(url, { mailto })));
      }
    },
  });
  parser.write(html);
  parser.end();
  return unsafe;
}
