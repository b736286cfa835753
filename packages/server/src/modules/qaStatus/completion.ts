import { jobErrorCodes, type QualitySettings } from '@tessera/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { warningCounts } from './queries.js';

/** The QA figures of job parts: the unignored warnings of each one's last run. */
export async function qaCounts(
  db: Kysely<Database>,
  jobPartIds: readonly number[],
): Promise<Map<number, { warningsCount: number; qualityAssuranceResolved: boolean }>> {
  const counts = await warningCounts(db, jobPartIds);
  return new Map(
    jobPartIds.map((id) => {
      const unresolved = counts.get(id)?.unresolved ?? 0;
      return [id, { warningsCount: unresolved, qualityAssuranceResolved: unresolved === 0 }];
    }),
  );
}

/**
 * Refuses a linguist's Complete of parts whose last QA run left unignored warnings, when the
 * project's preventLinguistsFromCompletingJobsWithQAWarnings is on.
 */
export async function requireQaResolved(
  db: Kysely<Database>,
  settings: QualitySettings,
  jobPartIds: readonly number[],
): Promise<void> {
  if (!settings.preventLinguistsFromCompletingJobsWithQAWarnings) return;
  const counts = await qaCounts(db, jobPartIds);
  const unresolved = jobPartIds.filter((id) => !counts.get(id)?.qualityAssuranceResolved);
  if (unresolved.length === 0) return;
  const code = 'JobQualityAssuranceUnresolved';
  throw new HttpError(400, code, jobErrorCodes[code], undefined, {
    errorCode: code,
    jobPartIds: unresolved,
  });
}
