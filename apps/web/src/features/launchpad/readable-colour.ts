/** WCAG 2 relative luminance of an sRGB colour given as 0–255 channels. */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

const contrast = (a: readonly number[], b: readonly number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const WHITE = [255, 255, 255] as const;
const mix = (colour: readonly number[], other: readonly number[], weight: number) =>
  colour.map((c, i) => Math.round(c * weight + (other[i] ?? 0) * (1 - weight)));
const hex = (rgb: readonly number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

function parseHex(value: string): number[] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
}

/**
 * A brand colour dark enough to carry text: at least 4.5:1 (WCAG AA) against white and against its own
 * 10% tint, which the generated landing page uses for text, buttons with white labels and badges. The
 * colour is darkened (mixed with black) only as far as needed; values that are not hex pass unchanged.
 */
export function readableBrandColour(value: string): string {
  const rgb = parseHex(value);
  if (!rgb) return value;
  for (let weight = 1; weight > 0; weight -= 0.05) {
    const candidate = mix(rgb, [0, 0, 0], weight);
    const tint = mix(candidate, WHITE, 0.1);
    if (contrast(candidate, WHITE) >= 4.5 && contrast(candidate, tint) >= 4.5) return hex(candidate);
  }
  return '#000000';
}
