import { describe, expect, it } from 'vitest';
import { readableBrandColour } from './readable-colour';

describe('readableBrandColour', () => {
  it('keeps a colour that already reads on white and on its tint', () => {
    expect(readableBrandColour('#4a3dc9')).toBe('#4a3dc9');
  });

  it('darkens a light colour until text in it reaches 4.5:1', () => {
    const darker = readableBrandColour('#12b76a');
    expect(darker).not.toBe('#12b76a');
    expect(parseInt(darker.slice(1, 3), 16)).toBeLessThan(0x12);
    // White needs the most darkening: 40% of it, #666666, is 5.7:1 on white.
    expect(readableBrandColour('#fff')).toBe('#666666');
  });

  it('passes values that are not hex through', () => {
    expect(readableBrandColour('rebeccapurple')).toBe('rebeccapurple');
  });
});
