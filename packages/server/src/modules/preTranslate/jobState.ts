import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

// The job list reads each part's last pre-translation as its lastTask (jobs' lastTaskOf).

/** A run is queued for these parts: the job list polls them until it ends. */
export async function markPreTranslating(db: Db, partIds: readonly number[]): Promise<void> {
  if (partIds.length === 0) return;
  await db
    .updateTable('job_parts')
    .set({ pre_translate_status: 'RUNNING', pre_translate_error: null })
    .where('id', 'in', partIds)
    .execute();
}

/** A run wrote its results: an earlier failure of these parts is cleared. */
export async function recordPreTranslated(
  db: Db,
  partIds: readonly number[],
  now: string,
): Promise<void> {
  if (partIds.length === 0) return;
  await db
    .updateTable('job_parts')
    .set({ pre_translate_status: 'OK', pre_translate_error: null, pre_translate_finished_at: now })
    .where('id', 'in', partIds)
    .execute();
}

const failedWith = (reason: string, now: string) => ({
  pre_translate_status: 'ERROR',
  pre_translate_error: reason,
  pre_translate_finished_at: now,
});

/** A run ended ERROR: each part keeps its own reason (one update per distinct reason). */
export async function recordPreTranslateFailed(
  db: Db,
  failures: ReadonlyArray<{ partId: number; reason: string }>,
  now: string,
): Promise<void> {
  const byReason = new Map<string, number[]>();
  for (const { partId, reason } of failures)
    byReason.set(reason, [...(byReason.get(reason) ?? []), partId]);
  for (const [reason, partIds] of byReason)
    await db
      .updateTable('job_parts')
      .set(failedWith(reason, now))
      .where('id', 'in', partIds)
      .execute();
}

/** A run that ended without its own word (interrupted too often) fails the parts it left RUNNING. */
export async function failPreTranslating(
  db: Db,
  partIds: readonly number[],
  reason: string,
  now: string,
): Promise<void> {
  if (partIds.length === 0) return;
  await db
    .updateTable('job_parts')
    .set(failedWith(reason, now))
    .where('id', 'in', partIds)
    .where('pre_translate_status', '=', 'RUNNING')
    .execute();
}
