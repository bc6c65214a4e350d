import { describe, expect, it } from 'vitest';
import { ARTICLE_KINDS, parseArticleFile, readArticles } from './articles';

describe('seeded articles as Markdown files', () => {
  it('reads every kind from its folder: at least ten articles each, unique slugs, bodies in Markdown', () => {
    for (const kind of ARTICLE_KINDS) {
      const list = readArticles(kind);
      expect(list.length, kind).toBeGreaterThanOrEqual(10);
      expect(new Set(list.map((a) => a.slug)).size).toBe(list.length);
      for (const article of list) {
        expect(article.title.length).toBeGreaterThan(0);
        expect(article.body).toMatch(/^\S/);
        expect(article.body).not.toMatch(/^---/);
      }
    }
  });

  it('takes the metadata from the front matter and the body after it', () => {
    const article = parseArticleFile(
      'paying-yourself.md',
      '---\ntitle: "Paying yourself: salary or dividends"\nsummary: How founders pay themselves.\ncategory: Money\ntags: [tax, payroll]\nauthor: Ada Lovelace\ndaysAgo: 4\n---\n\n## Salary\n\nFirst line.\n',
    );
    expect(article).toEqual({
      slug: 'paying-yourself',
      title: 'Paying yourself: salary or dividends',
      summary: 'How founders pay themselves.',
      category: 'Money',
      tags: ['tax', 'payroll'],
      author: 'Ada Lovelace',
      daysAgo: 4,
      body: '## Salary\n\nFirst line.',
    });
  });

  it('refuses a file without front matter, with a missing field, an unknown field or a bad name, naming the file', () => {
    const front = 'title: T\nsummary: S\ncategory: C\ntags: []\nauthor: A\ndaysAgo: 1';
    expect(() => parseArticleFile('a.md', 'Just text')).toThrow(/^a\.md: expected front matter/);
    expect(() => parseArticleFile('b.md', `---\n${front.replace('author: A\n', '')}\n---\nBody`)).toThrow(
      /^b\.md: .*author/s,
    );
    expect(() => parseArticleFile('c.md', `---\n${front}\nimage: x.png\n---\nBody`)).toThrow(/^c\.md: .*image/s);
    expect(() => parseArticleFile('d.md', `---\n${front}\n---\n\n`)).toThrow('d.md: the article has no body');
    expect(() => parseArticleFile('Bad Name.md', `---\n${front}\n---\nBody`)).toThrow(/file name must be/);
  });
});
