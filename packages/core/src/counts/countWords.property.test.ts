import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countCharacters, countWords } from './countWords.js';

const locales = fc.constantFrom('en', 'ja', 'zh', 'th', 'ar', 'de');

describe('count properties', () => {
  it('never returns a negative or fractional count', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), locales, (text, locale) => {
        const words = countWords(text, locale);
        const characters = countCharacters(text);
        expect(Number.isInteger(words) && words >= 0).toBe(true);
        expect(Number.isInteger(characters) && characters >= 0).toBe(true);
        expect(words).toBeLessThanOrEqual(characters);
      }),
      { numRuns: 150 },
    );
  });

  it('is not changed by tags placed between words', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Hello', 'world', '42', '東京', 'שלום'), { maxLength: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (words, n) => {
          const plain = words.join(' ');
          const tagged = words.map((w) => `{${n}}${w}{/${n}}`).join(` {${n + 1}/} `);
          expect(countWords(tagged, 'en')).toBe(countWords(plain, 'en'));
          expect(countCharacters(tagged)).toBe(countCharacters(plain));
        },
      ),
      { numRuns: 100 },
    );
  });
});
