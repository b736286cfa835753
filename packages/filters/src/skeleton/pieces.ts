import type { MarkupPieces } from '../xml/markupUnit.js';

/** A skeleton is text with units in it; a unit's tags may hold further units (an alt text in a tag). */
export type Piece<Tag, Context> = string | Slot<Tag, Context>;

export interface Slot<Tag, Context> {
  id: string;
  source: string;
  /** The unit as the file had it: written back unchanged when the target equals the source. */
  original: Array<Piece<Tag, Context>>;
  /** The markup behind each tag number of the source. */
  tags: Record<string, Tag>;
  /** What the format needs to write a target here (escaping mode, base formatting...). */
  context: Context;
  /** A value the HTML subfilter read: its units sit in these pieces, and source is the value itself. */
  html?: MarkupPieces;
}

export interface PlacedSlot<Tag, Context> {
  start: number;
  end: number;
  slot: Slot<Tag, Context>;
}

export type WritePieces<Tag, Context> = (pieces: Array<Piece<Tag, Context>>) => string;

export type UnitWriter<Tag, Context> = (
  slot: Slot<Tag, Context>,
  target: string,
  write: WritePieces<Tag, Context>,
) => string;

/** Cuts text[start, end) into literal strings and the slots placed inside it. */
export function splice<Tag, Context>(
  text: string,
  start: number,
  end: number,
  placed: ReadonlyArray<PlacedSlot<Tag, Context>>,
): Array<Piece<Tag, Context>> {
  const inside = placed
    .filter((item) => item.start >= start && item.end <= end)
    .sort((a, b) => a.start - b.start);
  const pieces: Array<Piece<Tag, Context>> = [];
  let at = start;
  for (const item of inside) {
    if (item.start < at) continue;
    if (item.start > at) pieces.push(text.slice(at, item.start));
    pieces.push(item.slot);
    at = item.end;
  }
  if (end > at) pieces.push(text.slice(at, end));
  return pieces;
}

/** Writes pieces with targets: a unit without a target, or whose target is its source, stays as it was. */
export function writePieces<Tag, Context>(
  pieces: Array<Piece<Tag, Context>>,
  targets: ReadonlyMap<string, string>,
  writeUnit: UnitWriter<Tag, Context>,
): string {
  const write: WritePieces<Tag, Context> = (list) => {
    let out = '';
    for (const piece of list) {
      if (typeof piece === 'string') {
        out += piece;
        continue;
      }
      const target = targets.get(piece.id);
      out +=
        target === undefined || target === piece.source
          ? write(piece.original)
          : writeUnit(piece, target, write);
    }
    return out;
  };
  return write(pieces);
}
