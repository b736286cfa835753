import type { TextPiece, TextSlot } from '../../skeleton/index.js';

/** Builds a TTX skeleton: the document text, with a slot where each unit's target goes. */
export class TtxPieces {
  private readonly parts: TextPiece[] = [];
  private cursor = 0;

  constructor(private readonly text: string) {}

  /** Puts slot in place of text[start, end) (nothing when start equals end). */
  replace(start: number, end: number, slot: TextSlot): void {
    this.parts.push(this.text.slice(this.cursor, start), slot);
    this.cursor = end;
  }

  /** The pieces, with the rest of the document after the last slot. */
  finish(): TextPiece[] {
    return [...this.parts, this.text.slice(this.cursor)].filter((part) => part !== '');
  }
}
