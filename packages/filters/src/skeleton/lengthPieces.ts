import { FilterError } from '../types.js';
import type { Piece, Slot } from './pieces.js';

/** Merge was given another file than the one the skeleton's lengths were taken from. */
export const skeletonNotOfFile = 'The stored skeleton does not fit this file.';

/**
 * A piece as stored by length: n is the next n characters of the text the pieces were cut from,
 * and a slot's original is stored the same way.
 */
export type LengthPiece<Tag, Context> = number | LengthSlot<Tag, Context>;

export type LengthSlot<Tag, Context> = Omit<Slot<Tag, Context>, 'original'> & {
  original: Array<LengthPiece<Tag, Context>>;
};

/**
 * The pieces by length, where they are the text's own characters in order, slots' originals
 * included (checked, so a piece a filter wrote anew keeps the pieces as they are): undefined
 * where they are not.
 */
export function lengthsOfPieces<Tag, Context>(
  pieces: ReadonlyArray<Piece<Tag, Context>>,
  text: string,
): Array<LengthPiece<Tag, Context>> | undefined {
  let cursor = 0;
  const convert = (list: ReadonlyArray<Piece<Tag, Context>>) => {
    const stored: Array<LengthPiece<Tag, Context>> = [];
    for (const piece of list) {
      if (typeof piece !== 'string') {
        const original = convert(piece.original);
        if (!original) return undefined;
        stored.push({ ...piece, original });
      } else if (!text.startsWith(piece, cursor)) return undefined;
      else if (piece.length > 0) {
        stored.push(piece.length);
        cursor += piece.length;
      }
    }
    return stored;
  };
  const stored = convert(pieces);
  return stored && cursor === text.length ? stored : undefined;
}

/** The pieces again, from their lengths and the text they were cut from. */
export function piecesOfLengths<Tag, Context>(
  stored: ReadonlyArray<LengthPiece<Tag, Context>>,
  text: string,
): Array<Piece<Tag, Context>> {
  let cursor = 0;
  const expand = (list: ReadonlyArray<LengthPiece<Tag, Context>>): Array<Piece<Tag, Context>> =>
    list.map((piece) =>
      typeof piece === 'number'
        ? text.slice(cursor, (cursor += piece))
        : { ...piece, original: expand(piece.original) },
    );
  const pieces = expand(stored);
  if (cursor !== text.length) throw new FilterError(skeletonNotOfFile);
  return pieces;
}
