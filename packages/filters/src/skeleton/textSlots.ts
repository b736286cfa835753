import { withHtmlValues } from '../htmlSubfilter/index.js';
import type { MarkupPieces } from '../xml/markupUnit.js';
import type { TagMarkup } from '../tags/index.js';
import { writePieces, type Piece, type Slot, type UnitWriter } from './pieces.js';

/**
 * What a format whose tags are markup strings (key/value files, PO, TXT, XLIFF, Android, RESX)
 * needs to write a new target; undefined when the escaping alone does it.
 */
export type TextContext =
  | {
      /** How the format wrote this place (quoted, CDATA…). */
      style?: string;
      /** Written around a new target only: the markup of an element the file did not have yet. */
      before?: string;
      after?: string;
    }
  | undefined;

export type TextPiece = Piece<string, TextContext>;
export type TextSlot = Slot<string, TextContext>;
export type TextUnitWriter = UnitWriter<string, TextContext>;

/** A slot as these formats stored it before the one skeleton model: original a string, text the source. */
interface FlatSlot {
  id: string;
  original: string;
  text: string;
  tags: TagMarkup;
  style?: string;
  before?: string;
  after?: string;
  html?: MarkupPieces;
}

/** Pieces as read from a stored skeleton: jobs imported before the one model hold flat slots. */
export type StoredTextPiece = TextPiece | FlatSlot;

function upgradeSlot({ id, original, text, tags, style, before, after, html }: FlatSlot): TextSlot {
  const context = { style, before, after };
  const kept = Object.values(context).some((value) => value !== undefined);
  return {
    id,
    source: text,
    original: [original],
    tags,
    context: kept ? context : undefined,
    html,
  };
}

export const upgradeTextPieces = (pieces: readonly StoredTextPiece[]): TextPiece[] =>
  pieces.map((piece) =>
    typeof piece !== 'string' && 'text' in piece ? upgradeSlot(piece) : piece,
  );

/** Writes the pieces with targets; a value the HTML subfilter read takes what its units' targets give. */
export function writeTextPieces(
  stored: readonly StoredTextPiece[],
  targets: ReadonlyMap<string, string>,
  writeUnit: TextUnitWriter,
): string {
  const pieces = upgradeTextPieces(stored);
  return writePieces(pieces, withHtmlValues(pieces, targets), writeUnit);
}
