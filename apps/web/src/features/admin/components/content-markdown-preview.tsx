import type { ReactNode } from 'react';

/*
 * A rough preview of an article's Markdown while it is written: headings, paragraphs, lists,
 * quotes, code, bold, italics, inline code and links. Everything becomes React elements with the
 * text escaped by React, so no HTML from the source is ever rendered (raw HTML shows as text).
 * The published page uses the server's sanitised HTML.
 */

const isSafeHref = (href: string) => /^(https?:\/\/|mailto:|\/|#)/i.test(href);

const INLINE = /(`[^`]+`)|(\*\*[^*]+\*\*|__[^_]+__)|(\*[^*\s][^*]*\*|_[^_\s][^_]*_)|(\[[^\]]+\]\([^)\s]+\))/;

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let index = 0;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push(rest);
      break;
    }
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const token = match[0];
    const key = `${keyPrefix}-${index++}`;
    if (match[1]) {
      out.push(
        <code key={key} className="rounded bg-ink-100 px-1 py-0.5 font-mono text-[0.85em]">
          {token.slice(1, -1)}
        </code>,
      );
    } else if (match[2]) {
      out.push(<strong key={key}>{renderInline(token.slice(2, -2), key)}</strong>);
    } else if (match[3]) {
      out.push(<em key={key}>{renderInline(token.slice(1, -1), key)}</em>);
    } else {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token);
      const [label = token, href = ''] = link ? [link[1], link[2]] : [];
      out.push(
        isSafeHref(href) ? (
          <a
            key={key}
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-brand-700 underline"
          >
            {renderInline(label, key)}
          </a>
        ) : (
          <span key={key}>{renderInline(label, key)}</span>
        ),
      );
    }
    rest = rest.slice(match.index + token.length);
  }
  return out;
}

const HEADING_CLASSES = [
  'text-2xl font-semibold',
  'text-xl font-semibold',
  'text-lg font-semibold',
  'text-base font-semibold',
  'text-sm font-semibold',
  'text-sm font-semibold',
];

/** The Markdown source as preview elements. */
export function renderMarkdown(source: string): ReactNode[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: ReactNode[] = [];
  let i = 0;
  const key = () => `b-${blocks.length}`;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (!line.trim()) {
      i++;
      continue;
    }
    const fence = /^\s*(```|~~~)/.exec(line);
    if (fence) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] ?? '').trim().startsWith(fence[1] ?? '```')) code.push(lines[i++] ?? '');
      i++;
      blocks.push(
        <pre key={key()} className="overflow-x-auto rounded-lg bg-ink-900 p-3 font-mono text-xs text-ink-50">
          <code>{code.join('\n')}</code>
        </pre>,
      );
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const level = heading[1]?.length ?? 1;
      const Tag = `h${Math.min(level + 1, 6)}` as 'h2';
      blocks.push(
        <Tag key={key()} className={`${HEADING_CLASSES[level - 1] ?? ''} mt-5 text-ink-900 first:mt-0`}>
          {renderInline(heading[2] ?? '', key())}
        </Tag>,
      );
      i++;
      continue;
    }
    if (/^\s*>/.test(line)) {
      const quote: string[] = [];
      while (i < lines.length && /^\s*>/.test(lines[i] ?? '')) quote.push((lines[i++] ?? '').replace(/^\s*>\s?/, ''));
      blocks.push(
        <blockquote key={key()} className="mt-3 border-l-4 border-ink-200 pl-3 text-ink-600">
          {renderInline(quote.join(' '), key())}
        </blockquote>,
      );
      continue;
    }
    const bullet = /^\s*[-*+]\s+/;
    const numbered = /^\s*\d+[.)]\s+/;
    if (bullet.test(line) || numbered.test(line)) {
      const pattern = bullet.test(line) ? bullet : numbered;
      const items: string[] = [];
      while (i < lines.length && pattern.test(lines[i] ?? '')) items.push((lines[i++] ?? '').replace(pattern, ''));
      const listKey = key();
      const children = items.map((item, n) => <li key={`${listKey}-${n}`}>{renderInline(item, `${listKey}-${n}`)}</li>);
      blocks.push(
        pattern === bullet ? (
          <ul key={listKey} className="mt-3 list-disc space-y-1 pl-5">
            {children}
          </ul>
        ) : (
          <ol key={listKey} className="mt-3 list-decimal space-y-1 pl-5">
            {children}
          </ol>
        ),
      );
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      (lines[i] ?? '').trim() &&
      !/^(#{1,6}\s|\s*>|\s*[-*+]\s|\s*\d+[.)]\s|\s*```|\s*~~~)/.test(lines[i] ?? '')
    ) {
      paragraph.push((lines[i++] ?? '').trim());
    }
    blocks.push(
      <p key={key()} className="mt-3 first:mt-0">
        {renderInline(paragraph.join(' '), key())}
      </p>,
    );
  }
  return blocks;
}

/** The preview box: what the article will roughly look like. */
export function ContentMarkdownPreview({ source, id }: { source: string; id?: string }) {
  const blocks = renderMarkdown(source);
  return (
    <div
      id={id}
      className="min-h-40 rounded-lg border border-ink-200 bg-ink-25 px-4 py-3 text-[0.9375rem] leading-relaxed text-ink-800"
      aria-label="Preview"
      role="region"
    >
      {blocks.length > 0 ? blocks : <p className="text-ink-500">Nothing to preview yet.</p>}
    </div>
  );
}
