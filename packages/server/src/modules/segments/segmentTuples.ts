import type { SegmentValues } from './queries.js';

/**
 * One imported segment as an array (its columns in this order): a batch of them is one JSON text
 * in UTF-8, which moves from the import worker without a copy.
 */
export type SegmentTuple = [
  ordinal: number,
  unitId: string,
  sentenceIndex: number,
  lead: string,
  gap: string,
  source: string,
  target: string,
  contextKey: string | null,
  note: string | null,
  maxLength: number | null,
  words: number,
  characters: number,
  confirmedLevels: number,
  lockedLevels: number,
];

export type ImportedSegment = Omit<
  SegmentValues,
  'job_id' | 'match_origin' | 'modified_at' | 'modified_by'
>;

// Rows per batch (a PostgreSQL statement each), about 100 KB of JSON: against 5,000, the first
// batch is written sooner and the last one left after the parse is smaller (#14).
export const ROWS_PER_BATCH = 1_000;

/**
 * A batch as UTF-8 JSON: bytes move between threads (a string is copied), and the writing thread's
 * young generation frees them, where a long string waits for a full collection.
 */
export type SegmentBatch = Uint8Array<ArrayBuffer>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Collects imported segments into JSON batches, handing each on as it fills. */
export class SegmentBatcher {
  private tuples: SegmentTuple[] = [];

  constructor(private readonly onBatch: (batch: SegmentBatch) => void) {}

  add(row: ImportedSegment): void {
    this.tuples.push([
      row.ordinal,
      row.unit_id,
      row.sentence_index,
      row.lead,
      row.gap,
      row.source,
      row.target,
      row.context_key ?? null,
      row.note ?? null,
      row.max_length ?? null,
      row.words_count,
      row.characters_count,
      row.confirmed_levels ?? 0,
      row.locked_levels ?? 0,
    ]);
    if (this.tuples.length >= ROWS_PER_BATCH) this.flush();
  }

  finish(): void {
    this.flush();
  }

  private flush(): void {
    if (this.tuples.length > 0) this.onBatch(encoder.encode(JSON.stringify(this.tuples)));
    this.tuples = [];
  }
}

/** A batch's segments as the tuples it holds. */
export const tuplesOfBatch = (batch: SegmentBatch) =>
  JSON.parse(decoder.decode(batch)) as SegmentTuple[];
