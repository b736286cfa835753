import type { Piece, PlacedSlot, Slot } from '../../skeleton/pieces.js';
import type { RunProps } from '../../xml/ooxml/officeUnit.js';

/**
 * A CharacterStyleRange's formatting: its attributes and its Properties children as raw strings,
 * element 'CharacterStyleRange'.
 */
export type RangeProps = RunProps;

export type IdmlTag =
  | { kind: 'format'; props: RangeProps }
  | { kind: 'wrap'; open: IdmlPieces; close: IdmlPieces }
  /** props: the range the markup must stay in (hidden conditional text keeps its condition). */
  | { kind: 'standalone'; markup: IdmlPieces; props?: RangeProps };

export interface IdmlContext {
  /** Formatting every text of the paragraph shares: text in it needs no tag. */
  base: RangeProps;
  /** The range the unit starts inside, as written; undefined when the unit starts with a whole range. */
  entry?: RangeProps;
  /** The range the unit ends inside, as written; undefined when the unit ends with a whole range. */
  exit?: RangeProps;
  /** Inside an element that wraps paragraphs within one range: no range may start or end here. */
  fixed: boolean;
}

export type IdmlPiece = Piece<IdmlTag, IdmlContext>;
export type IdmlPieces = IdmlPiece[];
export type IdmlSlot = Slot<IdmlTag, IdmlContext>;
export type PlacedIdmlSlot = PlacedSlot<IdmlTag, IdmlContext>;
