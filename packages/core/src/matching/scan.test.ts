import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intern, keyText, numberKey } from './interning.js';
import { scanMatchText, wordKey } from './scan.js';
import { splitMatchText } from './tokenize.js';

/** The reference: the token pattern through splitMatchText, as the scorer's details read it. */
function reference(text: string) {
  const split = splitMatchText(text);
  return {
    keys: split.content.map((token, i) => (split.numeric[i] ? numberKey : intern(wordKey(token)))),
    punctuation: split.punctuation.map((mark) => mark.codePointAt(0)),
    tagKinds: split.tags.map((tag) => ['open', 'close', 'standalone'].indexOf(tag.kind)),
    numbers: split.content.filter((_, i) => split.numeric[i]),
  };
}

describe('scanMatchText', () => {
  it(
    'finds the tokens the token pattern finds, by character class or not',
    { timeout: 60_000 },
    () => {
      // Characters the hand scanner reads (below Thai, ’ too), then ones only the pattern reads.
      const byClass = fc.constantFrom(
        'a',
        'Z',
        '9',
        '1.5',
        '1,000',
        ',',
        '.',
        "'",
        '’',
        ' ',
        '\t',
        '_',
        '-',
        '{1}',
        '{/1}',
        '{2/}',
        '{x}',
        'é',
        'e\u0301',
        '\u00a0',
        '١',
        'ö',
        'ß',
        'İ',
        'Ж',
        'א',
        '²',
        '\u0300',
        '٫',
        'ـ',
      );
      const piece = fc.oneof(byClass, fc.constantFrom('東', '。', 'ʼ', 'ก', '😀'));
      const text = fc.oneof(
        fc.array(byClass, { maxLength: 20 }).map((parts) => parts.join('')),
        fc.array(piece, { maxLength: 20 }).map((parts) => parts.join('')),
        fc.string({ unit: 'binary', maxLength: 30 }),
      );
      fc.assert(
        fc.property(text, (t) => {
          expect(scanMatchText(t)).toEqual(reference(t));
        }),
        { numRuns: 5000 },
      );
    },
  );

  it('reads European text by character class as the token pattern does', () => {
    const sentence = 'Öffnen Sie l’Übersicht: 1.000,50 € für Straße № 2 ¹ Жук';
    const scanned = scanMatchText(sentence);
    expect(scanned).toEqual(reference(sentence));
    expect(scanned.numbers).toEqual(['1.000,50', '2']);
    expect(scanned.keys.map((id) => (id === numberKey ? '#' : keyText(id)))).toEqual([
      'öffnen',
      'sie',
      "l'übersicht",
      '#',
      'für',
      'straße',
      '#',
      '¹',
      'жук',
    ]);
  });

  it('reads numbers as the token pattern does', () => {
    expect(scanMatchText('1.5a 123abc 3. 1,000.50, x1').numbers).toEqual(['1', '3', '1,000.50']);
  });
});
