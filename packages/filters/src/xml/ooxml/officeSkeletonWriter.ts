import { JsonBytes } from '../../skeleton/index.js';
import { slotByLengths } from '../../skeleton/lengthPieces.js';
import type { PlacedSlot } from '../../skeleton/pieces.js';

interface OpenPart {
  name: string;
  /** Where the part's text stands after the last piece written. */
  cursor: number;
  pieces: number;
}

/**
 * Writes an Office skeleton as its parts are read (#14): each slot is stored by length as soon as
 * it is placed, so a long document's slots are never all held as objects. Its bytes parse to what
 * encodeOfficeSkeleton stores for the same slots; a part without slots is left out, as there.
 */
export class OfficeSkeletonWriter<Tag, Context> {
  // The 4-byte length of the skeleton goes first (officeSkeleton.ts).
  private readonly out = new JsonBytes(4);
  private parts = 0;
  private open: OpenPart | undefined;

  constructor(format: string) {
    this.out.write(`{"format":${JSON.stringify(format)},"payload":[`);
  }

  /**
   * Stores slots placed in a part's text, after those placed before: one that starts before the
   * end of the last is left out, as splice leaves it.
   */
  place(name: string, text: string, placed: ReadonlyArray<PlacedSlot<Tag, Context>>): void {
    const inOrder = placed.length > 1 ? [...placed].sort((a, b) => a.start - b.start) : placed;
    for (const { start, end, slot } of inOrder) {
      const part = this.partNamed(name);
      if (start < part.cursor) continue;
      const stored = slotByLengths(slot, text, start, end);
      // The filters that write this way cut every original from the part's own text.
      if (!stored) throw new Error(`A slot of ${name} is not the part's own text.`);
      if (start > part.cursor) this.piece(part, start - part.cursor);
      this.piece(part, stored);
      part.cursor = end;
    }
  }

  /** Stores a part read whole: its slots, then the rest of its text. */
  wholePart(name: string, text: string, placed: ReadonlyArray<PlacedSlot<Tag, Context>>): void {
    this.place(name, text, placed);
    this.endPart(name, text);
  }

  /** Ends a part with the rest of its text after its last slot. */
  endPart(name: string, text: string): void {
    const part = this.open;
    if (part?.name !== name) return;
    if (text.length > part.cursor) this.piece(part, text.length - part.cursor);
    this.out.write(`],"length":${text.length}}`);
    this.open = undefined;
  }

  /** The skeleton's bytes, its length first. */
  finish(): Uint8Array {
    this.out.write(']}');
    const skeleton = this.out.bytes();
    new DataView(skeleton.buffer).setUint32(0, skeleton.length - 4, true);
    return skeleton;
  }

  private partNamed(name: string): OpenPart {
    if (this.open?.name === name) return this.open;
    if (this.open) throw new Error(`The part ${this.open.name} was not ended before ${name}.`);
    this.out.separate(this.parts++);
    this.out.write(`{"name":${JSON.stringify(name)},"lengths":[`);
    this.open = { name, cursor: 0, pieces: 0 };
    return this.open;
  }

  private piece(part: OpenPart, piece: unknown): void {
    this.out.separate(part.pieces++);
    this.out.value(piece);
  }
}
