import type { StoredQaWarning } from '@tessera/contracts';
import type { QaWarning } from '@tessera/core';
import type { AppContext } from '../../context.js';
import type { PartRow } from '../jobs/index.js';
import type { Viewer } from '../projects/index.js';
import { ignoredWarnings, replaceWarnings, type NewWarning, type WarningRow } from './queries.js';

// How a run's warnings are kept and shown.

export type QaActor = Viewer & { userName: string };

const ignoreKey = (segmentId: number, check: string, details: string) =>
  `${segmentId}\u0000${check}\u0000${details}`;

/**
 * Stores a run's warnings in place of the earlier ones (of the given segments, or all); with
 * autoIgnorePreviouslyIgnoredQAWarnings a warning ignored before (same segment, check and
 * details) stays ignored by whom and when it was.
 */
export async function storeWarnings(
  ctx: AppContext,
  part: PartRow,
  warnings: readonly QaWarning[],
  run: { actor: QaActor; autoIgnore: boolean; segmentIds?: readonly number[] },
): Promise<void> {
  const now = ctx.clock.now().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const ignored = new Map(
      run.autoIgnore
        ? (await ignoredWarnings(trx, part.id)).map((row) => [
            ignoreKey(row.segment_id, row.check_name, row.details),
            row,
          ])
        : [],
    );
    const rows: NewWarning[] = warnings.map((warning) => {
      const details = warning.details ?? '';
      const before = ignored.get(ignoreKey(warning.segmentId, warning.check, details));
      return {
        job_part_id: part.id,
        segment_id: warning.segmentId,
        check_name: warning.check,
        message: warning.message,
        details,
        ignored_by: before?.ignored_by ?? null,
        ignored_by_name: before?.ignored_by_name ?? null,
        ignored_at: before?.ignored_at ?? null,
        created_at: now,
      };
    });
    await replaceWarnings(trx, part.id, rows, {
      ranAt: now,
      ranBy: run.actor.userId,
      segmentIds: run.segmentIds,
    });
  });
}

export function presentWarning(row: WarningRow): StoredQaWarning {
  return {
    id: row.id,
    segmentId: row.segment_id,
    ordinal: row.ordinal,
    check: row.check_name,
    message: row.message,
    details: row.details,
    ignored:
      row.ignored_at === null
        ? null
        : {
            by: { id: row.ignored_by, userName: row.ignored_by_name ?? '' },
            at: Date.parse(row.ignored_at),
          },
  };
}
