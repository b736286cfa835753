import type { Kysely } from 'kysely';
import type { MatchOrigin, PreTranslateJobResult } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';
import { levelBit, recordWrites, type TargetChange } from '../segments/index.js';
import { segmentsOfJob, updateSegment, type JobSegment, type TaskPart } from './queries.js';

/**
 * A job's segments as a run leaves them, kept in memory until the whole run is planned: a run
 * writes all of it or nothing, and parts of one job at several levels see each other's targets.
 */
export interface JobDraft {
  jobId: number;
  /** The lowest workflow level of the job's parts in the run: the level its history entries name. */
  level: number;
  segments: JobSegment[];
  changed: Set<number>;
}

export interface TargetWrite {
  target: string;
  origin: MatchOrigin;
  score?: number;
  tmId?: number;
  engine?: string;
  confirm: boolean;
  lock: boolean;
}

export type PartCounts = Omit<
  PreTranslateJobResult,
  'jobPartId' | 'fileName' | 'targetLocale' | 'error'
>;

export const noCounts = (): PartCounts => ({
  translationMemory: 0,
  machineTranslation: 0,
  nonTranslatable: 0,
  pseudoTranslation: 0,
});

/** The drafts of the parts' jobs, read once per job. */
export async function draftsOf(
  db: Kysely<Database>,
  parts: readonly TaskPart[],
): Promise<Map<number, JobDraft>> {
  const drafts = new Map<number, JobDraft>();
  for (const part of parts) {
    const draft = drafts.get(part.job_id);
    if (draft) draft.level = Math.min(draft.level, part.workflow_level);
    else
      drafts.set(part.job_id, {
        jobId: part.job_id,
        level: part.workflow_level,
        segments: await segmentsOfJob(db, part.job_id),
        changed: new Set(),
      });
  }
  return drafts;
}

/** Indexes of the segments a run at a level may write: never locked there; empty unless overwrite. */
export function writableIndexes(draft: JobDraft, level: number, overwrite: boolean): number[] {
  const bit = levelBit(level);
  return draft.segments.flatMap((segment, index) =>
    (segment.locked_levels & bit) === 0 && (overwrite || segment.target === '') ? [index] : [],
  );
}

/**
 * Writes a target with its origin. Confirmation at the level follows the write: a confirmation
 * belonged to the target it replaces.
 */
export function writeTarget(
  draft: JobDraft,
  index: number,
  level: number,
  write: TargetWrite,
): void {
  const bit = levelBit(level);
  const segment = draft.segments[index];
  if (!segment) return;
  draft.segments[index] = {
    ...segment,
    target: write.target,
    match_origin: write.origin,
    match_score: write.score ?? null,
    match_tm_id: write.tmId ?? null,
    match_engine: write.engine ?? null,
    confirmed_levels: write.confirm
      ? segment.confirmed_levels | bit
      : segment.confirmed_levels & ~bit,
    locked_levels: write.lock ? segment.locked_levels | bit : segment.locked_levels,
  };
  draft.changed.add(segment.id);
}

/**
 * Writes the changed segments of every draft, each with its history entry under the run's trace
 * id; run inside the run's one transaction.
 */
export async function saveDrafts(
  db: Kysely<Database>,
  drafts: Iterable<JobDraft>,
  by: Omit<TargetChange, 'level'>,
): Promise<void> {
  for (const draft of drafts) {
    const written = draft.segments.filter((segment) => draft.changed.has(segment.id));
    await recordWrites(db, draft.jobId, written, { ...by, level: draft.level });
    for (const segment of written) await updateSegment(db, segment, by);
  }
}
