import type { Kysely } from 'kysely';
import type { PartRange } from '@tessera/core';
import type { Database } from '../../db/schema.js';
import { moveQaState } from '../qaStatus/index.js';
import { copyScoringJobs } from '../scoring/index.js';
import { moveSegments } from '../segments/index.js';
import { newUid } from './create.js';
import {
  deleteParts,
  insertAssignees,
  insertJob,
  insertJobParts,
  insertStatusChanges,
  selectStatusChanges,
  takeJobInternalIds,
  type JobRow,
} from './queries.js';
import { assigneesOfParts, deleteJob, type StoredPart } from './splitQueries.js';

type Db = Kysely<Database>;

/** A segment of the job being split: where it is and what it counts. */
export interface SegmentSize {
  ordinal: number;
  words_count: number;
  characters_count: number;
}

const total = (segments: readonly SegmentSize[], count: 'words_count' | 'characters_count') =>
  segments.reduce((sum, segment) => sum + segment[count], 0);

// Each new job part gets the assignees and status history of the part of its level.
async function copyPartRecords(db: Db, from: readonly StoredPart[], to: Map<number, number>) {
  const ids = from.map((part) => part.id);
  const newId = (oldId: number) => to.get(oldId) ?? 0;
  const assignees = await assigneesOfParts(db, ids);
  await insertAssignees(
    db,
    assignees.map((row) => ({ ...row, job_part_id: newId(row.job_part_id) })),
  );
  const changes = await selectStatusChanges(db, ids);
  await insertStatusChanges(
    db,
    changes.map(({ id: _id, ...row }) => ({ ...row, job_part_id: newId(row.job_part_id) })),
  );
}

/**
 * Cuts one job into jobs of these ranges of its segments (in file order), each with a copy of
 * every job part, under the original file; the job's own parts go, and the job too when it was
 * itself a part, so that the parts of a file stay one flat family. Answers the new job parts' ids.
 */
export async function splitJob(
  db: Db,
  job: JobRow,
  parts: readonly StoredPart[],
  segments: readonly SegmentSize[],
  plan: readonly PartRange[],
  now: string,
): Promise<number[]> {
  const firstInternalId = await takeJobInternalIds(db, job.project_id, plan.length);
  const created: number[] = [];
  for (const [index, [first, last]] of plan.entries()) {
    const range = segments.slice(first - 1, last);
    const { id: _id, ...columns } = job;
    const jobId = await insertJob(db, {
      ...columns,
      uid: newUid(),
      internal_id: firstInternalId + index,
      parent_id: job.parent_id ?? job.id,
      segments_count: range.length,
      words_count: total(range, 'words_count'),
      characters_count: total(range, 'characters_count'),
      updated_at: now,
    });
    await moveSegments(db, job.id, jobId, {
      first: range[0]?.ordinal ?? 0,
      last: range.at(-1)?.ordinal ?? 0,
    });
    const inserted = await insertJobParts(
      db,
      parts.map(({ id: _part, ...part }) => ({
        ...part,
        job_id: jobId,
        uid: newUid(),
        created_at: now,
        updated_at: now,
      })),
    );
    const newIds = new Map<number, number>();
    for (const part of parts) {
      const copy = inserted.find((row) => row.workflow_level === part.workflow_level);
      if (!copy) continue;
      newIds.set(part.id, copy.id);
      await moveQaState(db, { jobPartId: part.id }, { jobPartId: copy.id, jobId });
    }
    await copyPartRecords(db, parts, newIds);
    await copyScoringJobs(
      db,
      [...newIds].map(([fromPartId, toPartId]) => ({
        fromPartId,
        toPartId,
        jobId,
        first: index === 0,
      })),
      now,
    );
    created.push(...inserted.map((row) => row.id));
  }
  await deleteParts(
    db,
    parts.map((part) => part.id),
  );
  if (job.parent_id !== null) await deleteJob(db, job.id);
  return created;
}
