import type { Kysely } from 'kysely';
import type { JobStatus } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';
import { followPartStatus } from '../scoring/index.js';
import { saveLevelTargets } from '../segments/index.js';
import { withdrawOpenOffers } from './offerQueries.js';
import { insertStatusChanges, organizationName, updatePartStatus } from './queries.js';

type StatusPart = { id: number; job_id: number; workflow_level: number };

/**
 * Sets job parts' status and records each change in their history (the status change call and
 * pre-translation's setJobStatusCompleted); run in the caller's transaction, which applies the
 * project status automation once committed.
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
  // A job an administrator completes or cancels is no longer on offer to vendors.
  if (status === 'COMPLETED' || status === 'CANCELLED')
    await withdrawOpenOffers(
      db,
      parts.map((part) => part.id),
      now,
    );
  // A Compare analysis measures later changes against the targets of a completed level.
  if (status === 'COMPLETED' || status === 'COMPLETED_BY_LINGUIST')
    for (const level of new Set(parts.map((part) => part.workflow_level)))
      await saveLevelTargets(
        db,
        parts.filter((part) => part.workflow_level === level).map((part) => part.job_id),
        level,
        now,
      );
  // A scoring step's part carries its scoring job along (docs/scoring.md).
  await followPartStatus(
    db,
    parts.map((part) => part.id),
    status,
    now,
  );
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
