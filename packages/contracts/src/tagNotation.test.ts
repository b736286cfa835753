import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tagTokenPattern, tagTokens, withoutTagTokens, type TagKind } from './tagNotation.js';

// The pattern's own reading, which the scanner replaced.
function reference(text: string) {
  return Array.from(text.matchAll(tagTokenPattern), (match) => {
    const [whole, open, close, standalone] = match;
    const kind: TagKind =
      open !== undefined ? 'open' : close !== undefined ? 'close' : 'standalone';
    return {
      kind,
      id: open ?? close ?? standalone ?? '',
      start: match.index,
      end: match.index + whole.length,
    };
  });
}

const text = fc
  .array(fc.constantFrom('{', '}', '/', '1', '23', '٣', 'x', ' ', '{1}', '{/1}', '{2/}', '{/1/}'), {
    maxLength: 30,
  })
  .map((pieces) => pieces.join(''));

describe('tag tokens', () => {
  it('are what the pattern matches, and are replaced as its replace does', () => {
    fc.assert(
      fc.property(text, fc.constantFrom('', ' ', '<>'), (sample, by) => {
        expect(tagTokens(sample)).toEqual(reference(sample));
        expect(withoutTagTokens(sample, by)).toBe(sample.replace(tagTokenPattern, by));
      }),
      { numRuns: 3000 },
    );
    expect(tagTokens('a {1}b{/1} {2/} {/3/} {x}')).toEqual([
      { kind: 'open', id: '1', start: 2, end: 5 },
      { kind: 'close', id: '1', start: 6, end: 10 },
      { kind: 'standalone', id: '2', start: 11, end: 15 },
    ]);
    expect(withoutTagTokens('Save {1}the{/1} file{2/}', ' ')).toBe('Save  the  file ');
  });
});
