import { describe, expect, it } from 'vitest';
import { readingMinutes } from './reading-time';

describe('readingMinutes', () => {
  it('is at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('# Title\n\nA few words.')).toBe(1);
  });

  it('counts words at 200 a minute, rounding up', () => {
    expect(readingMinutes(Array.from({ length: 200 }, () => 'word').join(' '))).toBe(1);
    expect(readingMinutes(Array.from({ length: 201 }, () => 'word').join(' '))).toBe(2);
  });

  it('leaves out markup, code blocks and link targets', () => {
    const words = Array.from({ length: 200 }, () => 'word').join(' ');
    const noisy = `## ${words}\n\n\`\`\`\n${words}\n\`\`\`\n\n[link](https://example.org/${'a/'.repeat(300)})`;
    expect(readingMinutes(noisy)).toBe(2);
  });
});
