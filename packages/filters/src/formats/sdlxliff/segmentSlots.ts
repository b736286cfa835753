import type { StoredEncoding } from '../../encoding/index.js';
import type { Piece } from '../../skeleton/pieces.js';

/** What merge writes around a segment's target, or the whole <target> a trans-unit lacks. */
export interface SegmentContext {
  /** Written around a new target only: markup the file did not have yet. */
  before?: string;
  after?: string;
  /** A target element to create: the seg-source markup with a slot for each segment in it. */
  segments?: SdlPiece[];
}

export type SdlPiece = Piece<string, SegmentContext>;

/**
 * The sdl:seg of a unit: its start tag alone in a part, or (newSeg) an empty part where merge
 * writes an sdl:seg the file lacks, inside new sdl:seg-defs when newDefs; only export rules do.
 */
export interface SegState {
  part: number;
  unit: string;
  newSeg?: string;
  newDefs?: boolean;
}

export interface SdlXliffSkeleton {
  stored: StoredEncoding;
  parts: SdlPiece[];
  segStates: SegState[];
  /** The prefix the file binds to the SDL XLIFF namespace, for the sdl:seg elements merge writes. */
  prefix: string;
}

interface Edit {
  start: number;
  end: number;
  piece: SdlPiece;
  states: Array<Omit<SegState, 'part'>>;
}

/** Builds the skeleton: the file's text with its segments' target slots and sdl:seg tags cut out. */
export class SegmentSlots {
  private readonly parts: SdlPiece[] = [];
  private readonly states: SegState[] = [];
  private edits: Edit[] = [];
  private cursor = 0;

  constructor(private readonly text: string) {}

  /** Replaces text[start, end) with piece once the trans-unit is done; states belong to the piece. */
  replace(
    start: number,
    end: number,
    piece: SdlPiece,
    states: Array<Omit<SegState, 'part'>> = [],
  ): void {
    this.edits.push({ start, end, piece, states });
  }

  /** Writes the trans-unit's edits in document order: a target may follow sdl:seg-defs. */
  endUnit(): void {
    const edits = this.edits.sort((a, b) => a.start - b.start);
    for (const { start, end, piece, states } of edits) {
      if (start > this.cursor) this.parts.push(this.text.slice(this.cursor, start));
      for (const state of states) this.states.push({ ...state, part: this.parts.length });
      this.parts.push(piece);
      this.cursor = end;
    }
    this.edits = [];
  }

  finish(): { parts: SdlPiece[]; segStates: SegState[] } {
    return { parts: [...this.parts, this.text.slice(this.cursor)], segStates: this.states };
  }
}
