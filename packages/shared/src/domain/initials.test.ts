import { afterEach, describe, expect, it, vi } from 'vitest';
import { initials } from './initials';

describe('initials: letters from a person’s name', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada lovelace', 'AL'],
    ['Ada King Lovelace', 'AL'],
    ['Augusta Ada King Noel Lovelace', 'AL'],
    ['Cher', 'C'],
    ['cher', 'C'],
    ['a b', 'AB'],
    ["o'brien mary-jane", 'OM'],
  ])('makes %j into %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('ignores surrounding and repeated whitespace of any kind', () => {
    expect(initials('  ada   lovelace  ')).toBe('AL');
    expect(initials('\tada\n\nlovelace\r\n')).toBe('AL');
    expect(initials('ada\u00a0lovelace')).toBe('AL');
    expect(initials('ada\u3000lovelace')).toBe('AL');
    expect(initials('  cher  ')).toBe('C');
  });

  it.each([null, undefined, '', ' ', '   ', '\t\n', '\u00a0'])('shows U when there is no name (%j)', (name) => {
    expect(initials(name)).toBe('U');
  });

  it('shows U when given something that is not a string at run time', () => {
    expect(initials(42 as unknown as string)).toBe('U');
    expect(initials({} as unknown as string)).toBe('U');
  });

  it('upper-cases letters outside the Latin alphabet', () => {
    expect(initials('Łukasz Żak')).toBe('ŁŻ');
    expect(initials('łukasz żak')).toBe('ŁŻ');
    expect(initials('élodie ørsted')).toBe('ÉØ');
    expect(initials('дмитрий менделеев')).toBe('ДМ');
    expect(initials('αλέξανδρος παπαδόπουλος')).toBe('ΑΠ');
  });

  it('keeps letters without case as they are', () => {
    expect(initials('山田 太郎')).toBe('山太');
    expect(initials('محمد علي')).toBe('مع');
  });

  it('takes whole characters outside the Basic Multilingual Plane, never half a surrogate pair', () => {
    expect(initials('😀 smile')).toBe('😀S');
    expect(initials('rocket 🚀')).toBe('R🚀');
    expect(initials('𝒜da 𝓛ovelace')).toBe('𝒜𝓛');
    expect(initials('𐐨ax 𐐨ay')).toBe('𐐀𐐀');
  });

  it('keeps a letter with a combining accent, or a joined emoji, whole', () => {
    expect(initials('e\u0301lodie smith')).toBe('E\u0301S');
    expect(initials('👩‍💻 coder')).toBe('👩‍💻C');
    expect(initials('🇬🇧 fan')).toBe('🇬🇧F');
  });

  it('keeps an initial one letter when its capital is two', () => {
    expect(initials('ßara ßmith')).toBe('ßß');
  });
});

describe('initials: in a browser without Intl.Segmenter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('still takes whole code points, never half a surrogate pair', async () => {
    const intlWithoutSegmenter = Object.create(Intl, { Segmenter: { value: undefined } }) as typeof Intl;
    vi.stubGlobal('Intl', intlWithoutSegmenter);
    vi.resetModules();
    const fallback = await import('./initials');

    expect(fallback.initials('Łukasz Żak')).toBe('ŁŻ');
    expect(fallback.initials('😀 smile')).toBe('😀S');
    expect(fallback.initials('ada King lovelace')).toBe('AL');
    expect(fallback.initials('   ')).toBe('U');
    // Without grapheme segmentation a combining accent is dropped: the price of the fallback.
    expect(fallback.initials('e\u0301lodie smith')).toBe('ES');
  });
});
