import { singularNoun } from '../builtin.grammar';
// Words of an idea as the brief reader sees them: tokens with their place in the text, singulars,
// phrases, and a stable hash. No I/O.

export type TToken = { text: string; lower: string; start: number; end: number };

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’&+-]*/gu;

export function tokenise(text: string): TToken[] {
  return [...text.matchAll(TOKEN)].map((m) => ({
    text: m[0].replace(/['’]s$/, ''),
    lower: m[0].toLowerCase().replace(/['’]s$/, ''),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}

/** "chairs" → "chair": the builder's one singular (builtin.grammar). */
export const singular = singularNoun;

/** Where the text has punctuation between two tokens, a phrase ends. */
export const brokenBetween = (text: string, a: TToken, b: TToken) => /[,.;:!?()\n]/.test(text.slice(a.end, b.start));

/** Place words compare without accents: "Kraków" and "Krakow". */
export const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

export function phraseText(tokens: TToken[]): string {
  return tokens
    .map((t) => (/^[A-Z0-9]{2,}s?$/.test(t.text) || /^[A-Z][a-z]+[A-Z]/.test(t.text) ? t.text : t.lower))
    .join(' ')
    .trim();
}

/** FNV-1a: the same text always gives the same number. */
export function hashText(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
