import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tagTokens } from '@tessera/contracts';
import { segmentText } from './segmentText.js';

const locales = fc.constantFrom('en', 'de', 'fr', 'ja', 'zh', 'ar', 'he', 'th', 'xx-invalid');
const tag = fc
  .integer({ min: 1, max: 12 })
  .chain((n) => fc.constantFrom(`{${n}}`, `{/${n}}`, `{${n}/}`));
const word = fc.constantFrom(
  'Mr.',
  'z. B.',
  'e.g.',
  'Hello',
  'world',
  '東京',
  'مرحبا',
  'שלום',
  '3.5',
);
const punctuation = fc.constantFrom('. ', '! ', '? ', '。', '\n', '  ', '.', ' ', '؟ ');
const taggedText = fc
  .array(fc.oneof(word, punctuation, tag, fc.string({ maxLength: 4 })), { maxLength: 30 })
  .map((parts) => parts.join(''));

const rebuild = ({ lead, sentences }: ReturnType<typeof segmentText>): string =>
  lead + sentences.map((sentence) => sentence.text + sentence.gap).join('');

describe('segmentText properties', () => {
  it('rebuilds any string exactly from lead, sentences and gaps', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), taggedText),
        locales,
        (text, locale) => {
          expect(rebuild(segmentText(text, locale))).toBe(text);
        },
      ),
      { numRuns: 200 },
    );
  });

  it(
    'never splits a tag, never yields an empty sentence, and keeps gaps to whitespace',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(taggedText, locales, (text, locale) => {
          const { sentences } = segmentText(text, locale);
          const tagsInSentences = sentences.flatMap((sentence) =>
            tagTokens(sentence.text).map((found) => sentence.text.slice(found.start, found.end)),
          );
          expect(tagsInSentences).toEqual(
            tagTokens(text).map((found) => text.slice(found.start, found.end)),
          );
          for (const sentence of sentences) {
            expect(sentence.text.trim()).not.toBe('');
            expect(sentence.gap).toMatch(/^\s*$/u);
          }
        }),
        { numRuns: 150 },
      );
    },
  );

  it('stays lossless with arbitrary break and exception rules', { timeout: 30_000 }, () => {
    const rule = fc.record({
      break: fc.boolean(),
      before: fc.constantFrom('\\.', '[;,]', '\\}', '', 'o'),
      after: fc.constantFrom('\\s', '', '\\{', '\\p{Lu}'),
    });
    fc.assert(
      fc.property(taggedText, fc.array(rule, { maxLength: 4 }), (text, rules) => {
        const segmented = segmentText(text, 'en', rules);
        expect(rebuild(segmented)).toBe(text);
        for (const sentence of segmented.sentences) {
          expect(tagTokens(sentence.text).length).toBe(
            (sentence.text.match(/\{\/?\d+\/?\}/g) ?? []).filter(
              (found) => !/^\{\/\d+\/\}$/.test(found),
            ).length,
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});
