import type { TBusinessNameDraft } from '@launchpad/shared';
import type { TIdeaAnalysis } from './idea-analysis';
import { capitalise, picker } from './builtin.text';

type TName = TBusinessNameDraft['business_names'][number];

const SUFFIXES = ['ly', 'ify', 'hub', 'io', 'nest', 'lab', 'wise', 'kit', 'base', 'loop'];
const PREFIXES = ['get', 'go', 'try', 'hey', 'my', 'the'];

const word = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');

/** The start of a word up to and including its first vowel group ("vegan" → "veg"). */
function head(value: string): string {
  const match = /^[^aeiouy]*[aeiouy]+[^aeiouy]?/.exec(value);
  return match ? match[0] : value.slice(0, 3);
}

/** The end of a word from its last vowel group ("walker" → "er", "meal" → "eal"). */
function tail(value: string): string {
  const match = /[aeiouy]+[^aeiouy]*$/.exec(value);
  return match && match.index > 0 ? value.slice(Math.max(1, match.index - 1)) : value.slice(-3);
}

/**
 * Brand names from the idea's own words: blends of two key terms, a term with an affix, a real word
 * from the industry's vocabulary, and compounds of both. Deterministic for the idea.
 */
export function draftBusinessNames(analysis: TIdeaAnalysis): TBusinessNameDraft {
  const p = picker(analysis, 'BusinessName');
  const terms = analysis.keyTerms.map(word).filter((t) => t.length >= 3 && t.length <= 10);
  const base = terms.length ? terms : [word(analysis.industry.key)];
  const [first, second = base[0]!] = base;
  const names: TName[] = [];
  const add = (name: string, style: TName['style'], rationale: string) => {
    const clean = name.replace(/\s+/g, ' ').trim();
    if (clean.length < 3 || clean.length > 24) return;
    if (names.some((n) => n.name.toLowerCase() === clean.toLowerCase())) return;
    names.push({ name: clean, style, rationale });
  };

  // Blends: the start of one term and the end of another.
  for (const [a, b] of [
    [first!, second],
    [second, first!],
    [base[2] ?? first!, second],
  ] as const) {
    if (a !== b) add(capitalise(head(a) + tail(b)), 'blend', `A blend of "${a}" and "${b}" from your idea.`);
  }
  // Affixes.
  for (const suffix of p.some(SUFFIXES, 3)) {
    const stem = first!.replace(/[aeiouy]$/, '');
    add(
      capitalise(stem + suffix),
      'affix',
      `"${first}" with the "-${suffix}" ending used by modern ${analysis.industry.label} brands.`,
    );
  }
  const prefix = p.pick(PREFIXES);
  add(capitalise(prefix) + capitalise(second), 'affix', `A call to action: "${prefix} ${second}".`);
  // Real words from the industry, alone and with a term.
  for (const real of p.some(analysis.industry.naming, 3)) {
    add(
      `${real} ${capitalise(first!)}`,
      'compound',
      `"${real}" suggests ${analysis.industry.label}; "${first}" says what you do.`,
    );
  }
  add(
    p.pick(analysis.industry.naming) + capitalise(p.pick(['works', 'street', 'house', 'co'])),
    'word',
    `A real-word name that feels at home in ${analysis.industry.label}.`,
  );
  if (analysis.location.city) {
    add(
      `${analysis.location.city} ${capitalise(second)}`,
      'compound',
      `Local and clear: ${second} for ${analysis.location.city}.`,
    );
  }
  return { business_names: names.slice(0, 10) };
}

/** The .com a name would use: letters and digits only, lower case. */
export const domainForName = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}.com`;
