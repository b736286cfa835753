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
 * The pieces by length from the cursor on, where they are the text's own characters in order,
 * slots' originals included, the cursor moved past them: undefined where one is not.
 */
function lengthsAt<Tag, Context>(
  pieces: ReadonlyArray<Piece<Tag, Context>>,
  text: string,
  cursor: { at: number },
): Array<LengthPiece<Tag, Context>> | undefined {
  const stored: Array<LengthPiece<Tag, Context>> = [];
  for (const piece of pieces) {
    if (typeof piece !== 'string') {
      const original = lengthsAt(piece.original, text, cursor);
      if (!original) return undefined;
      stored.push({ ...piece, original });
    } else if (!text.startsWith(piece, cursor.at)) return undefined;
    else if (piece.length > 0) {
      stored.push(piece.length);
      cursor.at += piece.length;
    }
  }
  return stored;
}

/**
 * The pieces by length, where they are the text's own characters in order (checked, so a piece a
 * filter wrote anew keeps the pieces as they are): undefined where they are not.
 */
export function lengthsOfPieces<Tag, Context>(
  pieces: ReadonlyArray<Piece<Tag, Context>>,
  text: string,
): Array<LengthPiece<Tag, Context>> | undefined {
  const cursor = { at: 0 };
  const stored = lengthsAt(pieces, text, cursor);
  return stored && cursor.at === text.length ? stored : undefined;
}

/** A slot placed over text[start, end) with its original by length; undefined where it is not that text. */
export function slotByLengths<Tag, Context>(
  slot: Slot<Tag, Context>,
  text: string,
  start: number,
  end: number,
): LengthSlot<Tag, Context> | undefined {
  const cursor = { at: start };
  const original = lengthsAt(slot.original, text, cursor);
  return original && cursor.at === end ? { ...slot, original } : undefined;
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
