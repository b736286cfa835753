import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { EditorRow } from './editorSegments.js';
import {
  insertHistory,
  keepFirstTargets,
  type HistoryEntry,
  type TargetChange,
} from './history.js';
import { levelBit } from './levelBit.js';

type Db = Kysely<Database>;

// History rows per insert: well under SQLite's and PostgreSQL's bound-parameter limits.
const ENTRIES_PER_STATEMENT = 500;

export interface ReplacedTarget {
  segment: Pick<EditorRow, 'id' | 'version' | 'confirmed_levels'>;
  target: string;
}

/**
 * Writes the targets a find and replace made, each only if the segment is still at the version
 * read and not locked at the change's level: the text is the user's (HUMAN) and no longer
 * confirmed at that level; each change is recorded in the history under the change's trace id.
 * Answers the ids of the segments changed. Run in a transaction.
 */
export async function writeReplacedTargets(
  db: Db,
  jobId: number,
  replaced: readonly ReplacedTarget[],
  change: TargetChange,
): Promise<number[]> {
  const bit = levelBit(change.level);
  const neverChanged = replaced.filter(({ segment }) => segment.version === 0);
  await keepFirstTargets(db, [jobId], {
    segmentIds: neverChanged.map(({ segment }) => segment.id),
  });
  const entries: HistoryEntry[] = [];
  for (const { segment, target } of replaced) {
    const result = await db
      .updateTable('segments')
      .set({
        target,
        match_origin: 'HUMAN',
        match_score: null,
        match_tm_id: null,
        match_engine: null,
        confirmed_levels: segment.confirmed_levels & ~bit,
        version: segment.version + 1,
        modified_at: change.now,
        modified_by: change.userId,
      })
      .where('id', '=', segment.id)
      .where('job_id', '=', jobId)
      .where('version', '=', segment.version)
      .where(sql<boolean>`(locked_levels & ${bit}) = 0`)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    entries.push({
      segment_id: segment.id,
      job_id: jobId,
      workflow_level: change.level,
      target,
      match_origin: 'HUMAN',
      match_score: null,
      user_id: change.userId,
      user_name: change.userName,
      created_at: change.now,
      trace_id: change.traceId,
    });
  }
  for (let at = 0; at < entries.length; at += ENTRIES_PER_STATEMENT)
    await insertHistory(db, entries.slice(at, at + ENTRIES_PER_STATEMENT));
  return entries.map((entry) => entry.segment_id);
}
