import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tagTokenPattern } from '@tessera/contracts';
import { toNfc } from '@tessera/core';
import { plainText } from './unitText.js';

// plainText as it was written before its fast path: every run of whitespace replaced.
const reference = (text: string) =>
  toNfc(text.replace(tagTokenPattern, ' ')).replace(/\s+/g, ' ').trim().toLowerCase();

const piece = fc.constantFrom(
  'Save',
  'file',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\u00a0',
  '\u3000',
  '\u2028',
  '\u180e',
  '\u200b',
  '\ufeff',
  '\u0085',
  '\u000b',
  '{1}',
  '{/1}',
  'e\u0301',
  'Ǆ',
  '保存',
);

describe('plainText', () => {
  it('collapses whitespace as a replace of every run did, tags out and lower case', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const text = pieces.join('');
        expect(plainText(text)).toBe(reference(text));
      }),
      { numRuns: 1000 },
    );
    expect(plainText(' Save\u00a0the  {1}File{/1}\n')).toBe('save the file');
  });
});
