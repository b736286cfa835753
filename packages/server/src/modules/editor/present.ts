import type { EditorSegment, MatchOrigin, SegmentStatus } from '@tessera/contracts';
import { levelBit, type EditorRow } from '../segments/index.js';

export const epochMs = (timestamp: string): number => Date.parse(timestamp);

function statusOf(target: string, confirmed: boolean, locked: boolean): SegmentStatus {
  if (locked) return 'LOCKED';
  if (confirmed) return 'CONFIRMED';
  return target === '' ? 'EMPTY' : 'DRAFT';
}

/** A stored segment as the editor shows it at a workflow level. */
export function presentSegment(row: EditorRow, level: number): EditorSegment {
  const bit = levelBit(level);
  const confirmed = (row.confirmed_levels & bit) !== 0;
  const locked = (row.locked_levels & bit) !== 0;
  return {
    id: row.id,
    ordinal: row.ordinal,
    source: row.source,
    target: row.target,
    version: row.version,
    status: statusOf(row.target, confirmed, locked),
    confirmed,
    locked,
    matchOrigin: row.match_origin as MatchOrigin | null,
    matchScore: row.match_score,
    contextKey: row.context_key,
    note: row.note,
    maxLength: row.max_length,
    modifiedAt: row.modified_at === null ? null : epochMs(row.modified_at),
    modifiedBy:
      row.modified_by === null
        ? null
        : { id: row.modified_by, userName: row.modified_by_name ?? '' },
  };
}
