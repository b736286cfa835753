import { describe, expect, it } from 'vitest';
import { lengthsOfPieces, piecesOfLengths } from './lengthPieces.js';
import type { Piece } from './pieces.js';

const slot = (original: Array<Piece<string, undefined>>) => ({
  id: '1',
  source: 'Hi',
  original,
  tags: {},
  context: undefined,
});

describe('pieces by length', () => {
  const text = '<p><b>Hi</b></p>';

  it('store the text the pieces were cut from as lengths, slots included, and give them back', () => {
    const pieces = ['<p>', slot(['<b>', 'Hi', '</b>']), '</p>'];
    const lengths = lengthsOfPieces(pieces, text);
    expect(lengths).toEqual([3, { ...slot([]), original: [3, 2, 4] }, 4]);
    expect(piecesOfLengths(lengths ?? [], text)).toEqual(pieces);
  });

  it('keep the pieces where one is not the text at its place or the text is not covered', () => {
    expect(lengthsOfPieces(['<p>', slot(['<i>Hi</i>']), '</p>'], text)).toBeUndefined();
    expect(lengthsOfPieces(['<p>', slot(['<b>Hi</b>'])], text)).toBeUndefined();
  });

  it('refuse a text of another length', () => {
    expect(() => piecesOfLengths([3, 20], text)).toThrow('does not fit');
  });
});
