// Graphemes rather than UTF-16 units, so an emoji or an accented letter built from several code
// points stays whole. Older browsers without Intl.Segmenter fall back to whole code points.
const GRAPHEMES = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;

function firstCharacter(word: string): string {
  if (GRAPHEMES) {
    for (const { segment } of GRAPHEMES.segment(word)) return segment;
    return '';
  }
  return Array.from(word)[0] ?? '';
}

function upperInitial(character: string): string {
  const upper = character.toUpperCase();
  // Some letters upper-case to two ('ß' -> 'SS'); an initial stays one letter.
  return Array.from(upper).length === Array.from(character).length ? upper : character;
}

/**
 * SPEC §5: the first letters of the first and last names, upper-cased: 'ada lovelace' -> 'AL',
 * 'Ada King Lovelace' -> 'AL', 'Cher' -> 'C'; 'U' when there is no name.
 */
export function initials(name: string | null | undefined): string {
  const words = typeof name === 'string' ? name.trim().split(/\s+/u).filter(Boolean) : [];
  const first = words[0];
  if (first === undefined) return 'U';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word) => word !== undefined)
    .map((word) => upperInitial(firstCharacter(word)))
    .join('');
}
