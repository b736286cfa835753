import type { Kysely } from 'kysely';
import type { JobPart } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';
import { childrenOf } from './splitQueries.js';

/**
 * "Part N of M" of each job split from one of these originals, keyed by job id: parts count in
 * the order of their first segments, one query for a whole page of rows.
 */
export async function splitPartsOf(
  db: Kysely<Database>,
  parentIds: ReadonlyArray<number | null>,
): Promise<Map<number, NonNullable<JobPart['splitPart']>>> {
  const parents = [...new Set(parentIds)].filter((id): id is number => id !== null);
  const byJob = new Map<number, NonNullable<JobPart['splitPart']>>();
  if (parents.length === 0) return byJob;
  const children = await childrenOf(db, parents);
  for (const parentId of parents) {
    const family = children
      .filter((child) => child.parent_id === parentId)
      .sort((a, b) => Number(a.first_ordinal) - Number(b.first_ordinal) || a.id - b.id);
    family.forEach((child, index) =>
      byJob.set(child.id, { number: index + 1, count: family.length }),
    );
  }
  return byJob;
}
