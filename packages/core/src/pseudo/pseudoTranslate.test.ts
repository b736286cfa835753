import fc from 'fast-check';
import { tagTokens } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { pseudoTranslate } from './pseudoTranslate.js';

const options = { replacement: '$', prefix: '', suffix: '', length: 1 };

describe('pseudoTranslate', () => {
  it('pads the source with the replacement to length × its length, tags kept in place', () => {
    expect(
      pseudoTranslate('Hello {1}world{/1}', { ...options, prefix: '[', suffix: ']', length: 1.5 }),
    ).toBe('[Hello {1}world{/1}$$$$$$]');
    expect(pseudoTranslate('Save', { ...options, replacement: 'ab', length: 2 })).toBe('Saveabab');
    expect(pseudoTranslate('Save', { ...options, replacement: 'abc', length: 2 })).toBe('Saveabca');
  });

  it('keeps the source as it is at length 1', () => {
    expect(pseudoTranslate('Click {1}Save{/1}{2/} now %s', options)).toBe(
      'Click {1}Save{/1}{2/} now %s',
    );
  });

  it('cuts the text but never a tag or placeholder', () => {
    expect(pseudoTranslate('Hello {1}world{/1} {0}', { ...options, length: 0.5 })).toBe(
      'Hello {1}{/1}{0}',
    );
    expect(pseudoTranslate('%1$s files of {name}', { ...options, length: 0.1 })).toBe(
      '%1$s {name}',
    );
  });

  it('gives prefix, tags and suffix at length 0', () => {
    expect(
      pseudoTranslate('Hello {1}world{/1}{2/}', {
        ...options,
        prefix: '<',
        suffix: '>',
        length: 0,
      }),
    ).toBe('<{1}{/1}{2/}>');
  });

  it('counts characters as a reader sees them', () => {
    expect(pseudoTranslate('e\u0301té', { ...options, length: 2 })).toBe('e\u0301té$$$');
  });

  it('keeps every tag in order and reaches the length for any source', () => {
    const source = fc
      .array(fc.constantFrom('a', 'bc ', '東', '{1}', '{/1}', '{2/}', '%s', ' '), { maxLength: 12 })
      .map((parts) => parts.join(''));
    const length = fc.constantFrom(0, 0.1, 0.5, 0.9, 1, 1.1, 1.5, 2);
    fc.assert(
      fc.property(source, length, (text, share) => {
        const result = pseudoTranslate(text, {
          replacement: '#',
          prefix: '>',
          suffix: '<',
          length: share,
        });
        const tags = (t: string) => tagTokens(t).map((tag) => t.slice(tag.start, tag.end));
        expect(tags(result)).toEqual(tags(text));
        const plain = (t: string) => [...t.replace(/\{\/?\d+\/?\}|%s/g, '')].length;
        expect(plain(result)).toBe(2 + Math.round(share * plain(text)));
      }),
      { numRuns: 500 },
    );
  });
});
