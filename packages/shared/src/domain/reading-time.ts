/** Words a reader gets through in a minute, for "n min read". */
export const READING_WORDS_PER_MINUTE = 200;

/** Minutes to read a Markdown text: its words (markup and link targets left out) at 200 a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`[\]|-]/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
