import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmenterFor } from './segmenters.js';
import { sentenceStarts } from './sentenceStarts.js';

const icuStarts = (text: string, locale: string) =>
  Array.from(segmenterFor(locale, 'sentence').segment(text), (segment) => segment.index);

// Every character the scan classes (and some it leaves to ICU), among words and terminators.
const ascii = fc.integer({ min: 0x09, max: 0x7e }).map((code) => String.fromCharCode(code));
const latin = fc.integer({ min: 0x80, max: 0x250 }).map((code) => String.fromCharCode(code));
const punctuation = fc
  .integer({ min: 0x2000, max: 0x2070 })
  .map((code) => String.fromCharCode(code));
const part = fc.oneof(
  fc.constantFrom('Mr', 'etc', 'e.g', 'U.S', 'Hello', 'world', 'a', 'A', '3', '3.5'),
  fc.constantFrom('.', '!', '?', '...', '.)', '."', '?!', ',', '-', ':', ';'),
  fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\r', '\u000b', '\f', '\u2060', '\u2060\u2060'),
  fc.constantFrom('(', ')', '"', "'", '[', ']', '{', '}', '<', '>', '#', '%', '_', '~'),
  ascii,
  latin,
  punctuation,
  fc.constantFrom('Straße', 'Élan', 'ça', '«', '»', '“', '”', '‘', '’', '–', '—', '…', '\u00a0'),
);
const text = fc.array(part, { maxLength: 24 }).map((parts) => parts.join(''));
const locales = fc.constantFrom('en', 'de', 'fr', 'es', 'ru', 'ja', 'zh', 'ar', 'fi', 'sv', 'und');

describe('sentenceStarts', () => {
  it(
    'gives the starts Intl.Segmenter gives, for Latin text in any locale',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(text, locales, (sample, locale) => {
          expect(sentenceStarts(sample, locale)).toEqual(icuStarts(sample, locale));
        }),
        { numRuns: 20_000 },
      );
    },
  );

  it(
    'classes each character as ICU does, in every context the rules tell apart',
    { timeout: 60_000 },
    () => {
      const contexts = [
        (c: string) => `a. ${c}b`,
        (c: string) => `a.${c}B`,
        (c: string) => `A. ${c} b`,
        (c: string) => `a${c}. b`,
        (c: string) => `Ab.${c} c`,
        (c: string) => `x? ${c}a`,
        (c: string) => `x!${c} A`,
        (c: string) => `a. ${c}`,
        (c: string) => `${c}. a`,
        (c: string) => `a.${c}1`,
        (c: string) => `A.${c}.B`,
        (c: string) => `etc.) ${c} and`,
        (c: string) => `Hi.\n${c}x`,
        (c: string) => `x.${c}${c} y`,
        (c: string) => `U.${c}S.`,
      ];
      // Latin and General Punctuation: what the scan's table names (and neighbours it leaves to ICU).
      const codes = [...Array(0x260).keys(), ...Array.from({ length: 0x80 }, (_, i) => 0x2000 + i)];
      for (const code of codes) {
        const character = String.fromCharCode(code);
        for (const context of contexts) {
          const sample = context(character);
          expect(sentenceStarts(sample, 'en'), JSON.stringify(sample)).toEqual(
            icuStarts(sample, 'en'),
          );
        }
      }
    },
  );

  it('leaves Greek, where ";" ends a sentence, and text beyond Latin to ICU', () => {
    expect(sentenceStarts('Τι; Ναι.', 'el')).toEqual(icuStarts('Τι; Ναι.', 'el'));
    expect(sentenceStarts('What; yes.', 'el-GR')).toEqual(icuStarts('What; yes.', 'el-GR'));
    expect(sentenceStarts('Привет. Да.', 'ru')).toEqual([0, 8]);
    expect(sentenceStarts('Straße. «Ja.»', 'de')).toEqual([0, 8]);
  });
});
