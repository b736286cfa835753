import type { Piece, PlacedSlot, Slot } from '../../skeleton/pieces.js';

/** Run properties (w:rPr, rPr, a:rPr) as raw attribute and child strings, compared and combined as sets. */
export interface RunProps {
  element: string;
  attributes: string[];
  children: string[];
}

/** Which run vocabulary a unit is written in: WordprocessingML, SpreadsheetML or DrawingML. */
export type RunKind = 'w' | 'x' | 'a';

export type OfficeTag =
  | { kind: 'format'; props: RunProps }
  | { kind: 'wrap'; open: OfficePieces; close: OfficePieces }
  | { kind: 'standalone'; markup: OfficePieces };

export type OfficeContext =
  | { kind: 'runs'; runs: RunKind; base: RunProps; plain: boolean }
  | { kind: 'text' }
  | { kind: 'attribute' }
  | { kind: 'sheet-name' };

export type OfficePiece = Piece<OfficeTag, OfficeContext>;
export type OfficePieces = OfficePiece[];
export type OfficeSlot = Slot<OfficeTag, OfficeContext>;
export type PlacedOfficeSlot = PlacedSlot<OfficeTag, OfficeContext>;
