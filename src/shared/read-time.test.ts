import { describe, expect, it } from 'vitest';
import { countWords, readTimeMinutes } from './read-time';

describe('read time', () => {
  it('counts the words a reader sees, not Markdown markup or link addresses', () => {
    expect(countWords('## Key points\n\n- **One** two\n- [three](https://example.org/a-b-c)')).toBe(
      5,
    );
  });

  it('reads 150 words a minute, rounded up, at least 1 minute, over all the texts given', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes(null, undefined)).toBe(1);
    expect(readTimeMinutes('word '.repeat(150))).toBe(1);
    expect(readTimeMinutes('word '.repeat(151))).toBe(2);
    expect(readTimeMinutes('word '.repeat(300), 'word '.repeat(150))).toBe(3);
  });
});
