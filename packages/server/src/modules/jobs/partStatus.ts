import type { Kysely } from 'kysely';
import type { JobStatus } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';
import { saveLevelTargets } from '../segments/index.js';
import { insertStatusChanges, organizationName, updatePartStatus } from './queries.js';

type StatusPart = { id: number; job_id: number; workflow_level: number };

/**
 * Sets job parts' status and records each change in their history, for callers other than the
 * status change call (pre-translation's setJobStatusCompleted); run in the caller's transaction,
 * which applies the project status automation once committed.
 */
export async function setPartStatus(
  db: Kysely<Database>,
  parts: readonly StatusPart[],
  status: JobStatus,
  by: { userId: number | null; userName: string; organizationId: number },
  now: string,
): Promise<void> {
  if (parts.length === 0) return;
  await updatePartStatus(
    db,
    parts.map((part) => part.id),
    status,
    now,
  );
  // As the status change call does: a Compare analysis measures against a completed level.
  if (status === 'COMPLETED' || status === 'COMPLETED_BY_LINGUIST')
    for (const part of parts) await saveLevelTargets(db, [part.job_id], part.workflow_level, now);
  const orgName = await organizationName(db, by.organizationId);
  await insertStatusChanges(
    db,
    parts.map((part) => ({
      job_part_id: part.id,
      status,
      created_by: by.userId,
      created_by_name: by.userName,
      organization_name: orgName,
      created_at: now,
    })),
  );
}
