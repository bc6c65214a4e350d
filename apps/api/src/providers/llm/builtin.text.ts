import type { TIdeaAnalysis } from './idea-analysis';
import { hashText } from './idea-analysis';

/** mulberry32: a small seeded generator, so the same idea and section always make the same choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type TPicker = {
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in a seeded order. */
  some<T>(items: readonly T[], count: number): T[];
};

export function picker(analysis: TIdeaAnalysis, salt: string): TPicker {
  const random = seededRandom(analysis.seed ^ hashText(salt));
  return {
    pick: <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T,
    some: <T>(items: readonly T[], count: number) => {
      const pool = [...items];
      const out: T[] = [];
      while (pool.length && out.length < count) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
      return out;
    },
  };
}

export const capitalise = (value: string) => (value ? value[0]!.toUpperCase() + value.slice(1) : value);
export const titleCase = (value: string) =>
  value
    .split(' ')
    .map((word) => (/^(and|or|of|for|in|to|the|a|with)$/.test(word) ? word : capitalise(word)))
    .join(' ');

/** The words a section writes with, all drawn from the idea. */
export function vocabulary(analysis: TIdeaAnalysis) {
  const { location, keyTerms, industry } = analysis;
  const where = location.location ?? (location.scope === 'global' ? 'markets worldwide' : 'your first market');
  const inWhere = location.location ? `in ${location.location}` : location.scope === 'global' ? 'worldwide' : 'locally';
  const terms = keyTerms.length ? keyTerms : [industry.key];
  return {
    product: analysis.product,
    Product: capitalise(analysis.product),
    audience: analysis.audience,
    Audience: capitalise(analysis.audience),
    offering: analysis.offering,
    type: analysis.productType,
    industry: industry.label,
    where,
    inWhere,
    term: terms[0] as string,
    term2: (terms[1] ?? terms[0]) as string,
    term3: (terms[2] ?? terms[1] ?? terms[0]) as string,
    terms: terms.slice(0, 3).join(', '),
    ind: industry,
  };
}
