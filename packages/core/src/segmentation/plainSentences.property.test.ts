import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tagTokens } from '@tessera/contracts';
import { plainSentences, sentencesAroundTags } from './segmentText.js';

const locales = fc.constantFrom('en', 'de', 'fr', 'el', 'ja', 'zh', 'ar', 'th', 'xx-invalid');
const part = fc.oneof(
  fc.constantFrom('Hello', 'world', 'hello', 'z. B.', 'z.B.', 'Mr.', 'e.g.', 'U.S.', 'pp.', 'p.'),
  fc.constantFrom('3.5', 'No. 4', 'etc. and', '東京', 'مرحبا', 'हिन्दी', 'ภาษา', 'Ελλάδα;'),
  fc.constantFrom('.', '!', '?', '。', '؟', '…', '\n', '\r\n', '\u2028', ' ', '  ', '\t'),
  fc.constantFrom('\u00a0', '"', ')', '»', '\u201d', '\u2060', '\u00ad'),
  fc.string({ maxLength: 4 }),
);
const untagged = fc
  .array(part, { maxLength: 16 })
  .map((parts) => parts.join(''))
  .filter((text) => tagTokens(text).length === 0);

describe('sentences of a text without tags or rules', () => {
  it('are those the general path gives', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(untagged, locales, (text, locale) => {
        const leadEnd = text.length - text.trimStart().length;
        fc.pre(leadEnd < text.length);
        expect(plainSentences(text, locale, leadEnd)).toEqual(
          sentencesAroundTags(text, locale, [], leadEnd),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
