import { describe, expect, it } from 'vitest';
import { prepareMatchText, tokenOccurrences } from '@tessera/core';
import { classHash, occurrenceHashes, pairHashes, termHash, wholeTextHash } from './matchTerms.js';

// Stored indexes hold these keys: they must stay the 32-bit FNV-1a of the strings they were
// defined as, however they are computed.
function reference(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

const salts = ['de_de>', 'ja_jp<', ''];
const words = ['save', 'Ünïcödé', '保存', '😀x', '', '#', 'a\u0000b'];

describe('match keys', () => {
  it('are the FNV-1a hashes of their defining strings', () => {
    for (const salt of salts) {
      for (const word of words) {
        expect(termHash(salt, word)).toBe(reference(salt + word));
        expect(wholeTextHash(salt, word)).toBe(reference(`${salt}\u0000${word}`));
        expect(classHash(salt, word)).toBe(reference(`${salt}\u0004${word}`));
      }
      const sorted = [...new Set(words)].sort();
      const pairs = sorted.flatMap((first, i) =>
        sorted.slice(i + 1).map((second) => reference(`${salt}\u0006${first}\u0000${second}`)),
      );
      expect(pairHashes(salt, '\u0006', words)).toEqual(pairs);
    }
  });

  it("key a token's later occurrences apart", () => {
    const prepared = prepareMatchText('Save the file, save THE 2 files 3 the!');
    const expected = tokenOccurrences(prepared).map(({ token, occurrence }) => {
      if (occurrence > 1) return reference(`de_de>\u0007${token}\u0000${occurrence}`);
      return reference(token === '#' ? 'de_de>\u0004#' : `de_de>${token}`);
    });
    expect(occurrenceHashes('de_de>', prepared)).toEqual([...new Set(expected)]);
  });
});
