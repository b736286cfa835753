import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countCharacters,
  countWords,
  segmenterCharacterCount,
  segmenterWordCount,
} from './countWords.js';
import { isWhitespaceUnit } from './plainCounts.js';

// Pieces of mixed-script text; Latin and punctuation weigh most, as they take the fast path.
const pieces = [
  'Hello',
  'world',
  "can't",
  'l’homme',
  'e.g.',
  'U.S.A.',
  '3.50',
  '1,000',
  '2024',
  'a:b',
  'x·y',
  'naïve',
  'Straße',
  'ÆØÅ',
  'snake_case',
  '__',
  '-',
  '.',
  ',',
  ';',
  ':',
  "'",
  '"',
  '!?',
  '(',
  ')',
  '…',
  '—',
  ' ',
  '  ',
  '\t',
  '\r\n',
  '\n',
  '\u00a0',
  '\u00ad',
  '东京塔',
  '東京タワーに行きます。',
  'ｶﾞ',
  'ภาษาไทย',
  'ຂອບໃຈ',
  'مرحبا بالعالم',
  '؟',
  '\u0600١٢',
  'हिन्दी',
  'क्षत्रिय',
  '안녕하세요',
  '\u1100\u1161\u11a8',
  'Привет',
  'Ελληνικά',
  'שלום',
  'ש"ח',
  'e\u0301',
  'a\u0308\u0323',
  '👍',
  '👍🏽',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  '🇩🇪',
  '❤️',
  '1️⃣',
  '\u200b',
  '\u200d',
  '{1}',
  '{/1}',
  '{2/}',
];
const latin = fc.string({
  unit: fc.constantFrom(
    ...'abzAZ09 .,;:\'"!?-_()/@#%&\t\n\r\u00a0\u00b7\u00e9\u00df\u00d7\u0101\u0219'.split(''),
  ),
  maxLength: 30,
});
const mixed = fc
  .array(fc.oneof(fc.constantFrom(...pieces), latin), { maxLength: 12 })
  .map((parts) => parts.join(''));
const locales = fc.constantFrom(
  'en',
  'de',
  'fr',
  'sv',
  'fi',
  'ja',
  'zh',
  'th',
  'ar',
  'hi',
  'ko',
  'und',
);

describe('plain counting', () => {
  it('counts as Intl.Segmenter does over mixed scripts', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(mixed, locales, (text, locale) => {
        const plain = text.replace(/\{\d+\/\}/g, ' ').replace(/\{\/?\d+\}/g, '');
        expect(countWords(text, locale)).toBe(segmenterWordCount(plain, locale));
        expect(countCharacters(text)).toBe(segmenterCharacterCount(plain));
      }),
      { numRuns: 3000 },
    );
  });

  it('counts as Intl.Segmenter does over any text', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-composite', maxLength: 40 }),
        locales,
        (text, locale) => {
          const plain = text.replace(/\{\d+\/\}/g, ' ').replace(/\{\/?\d+\}/g, '');
          expect(countWords(text, locale)).toBe(segmenterWordCount(plain, locale));
          expect(countCharacters(text)).toBe(segmenterCharacterCount(plain));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it(
    'counts each BMP character between letters, digits and itself as the Segmenter does',
    { timeout: 60_000 },
    () => {
      const samples: string[] = [];
      for (let code = 0; code < 0x10000; code++) {
        if (code >= 0xd800 && code <= 0xdfff) continue;
        const character = String.fromCharCode(code);
        samples.push(`a${character}a`, `${character}${character}`, `1${character}1`);
      }
      const differing = samples.filter(
        (text) =>
          countCharacters(text) !== segmenterCharacterCount(text) ||
          countWords(text, 'en') !== segmenterWordCount(text, 'en'),
      );
      expect(differing).toEqual([]);
    },
  );

  it('takes as whitespace exactly what /\\s/ does', () => {
    const differing: number[] = [];
    for (let code = 0; code < 0x10000; code++) {
      if (isWhitespaceUnit(code) !== /\s/.test(String.fromCharCode(code))) differing.push(code);
    }
    expect(differing).toEqual([]);
  });
});
