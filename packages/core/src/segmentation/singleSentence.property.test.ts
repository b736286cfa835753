import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentText, segmentWithSegmenter } from './segmentText.js';

const locales = fc.constantFrom('en', 'de', 'fr', 'ja', 'zh', 'ar', 'th', 'hi');
const part = fc.oneof(
  fc.constantFrom('Hello', 'world', 'z. B.', 'Mr.', '3.5', '東京', 'مرحبا', 'हिन्दी', 'ภาษา'),
  fc.constantFrom('.', '!', '?', '。', '؟', '।', '…', '\n', '\r\n', '\u2028', ' ', '\t', '\u00a0'),
  fc.constantFrom('{1}', '{/1}', '{2/}', '"', ')', '»'),
  fc.string({ maxLength: 4 }),
);
const text = fc.array(part, { maxLength: 14 }).map((parts) => parts.join(''));

describe('segmentText without the Segmenter', () => {
  it('gives the sentences the Segmenter gives', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(text, locales, (sample, locale) => {
        expect(segmentText(sample, locale)).toEqual(segmentWithSegmenter(sample, locale, []));
      }),
      { numRuns: 3000 },
    );
  });
});
