import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PartRow } from './queries.js';
import { childrenOf, partsOfChildren } from './splitQueries.js';

/** A job part a completed download counts: its warnings are the file's. */
export type FileMember = Pick<PartRow, 'id' | 'job_id' | 'workflow_level'>;

/**
 * One completed file: a job part's own, or a split file's parts at one level joined back into
 * the original (named by the first selected part): its jobs' segments and every part counted.
 */
export interface CompletedSource {
  part: PartRow;
  jobIds: number[];
  members: FileMember[];
}

/** The completed files of the selected job parts: several parts of one original give one file. */
export async function completedSources(
  db: Kysely<Database>,
  parts: readonly PartRow[],
): Promise<CompletedSource[]> {
  const sources = new Map<string, CompletedSource>();
  for (const part of parts) {
    const key =
      part.parent_id === null ? `part ${part.id}` : `${part.parent_id} ${part.workflow_level}`;
    if (sources.has(key)) continue;
    if (part.parent_id === null) {
      sources.set(key, { part, jobIds: [part.job_id], members: [part] });
      continue;
    }
    const children = await childrenOf(db, [part.parent_id]);
    const members = await partsOfChildren(db, [part.parent_id], part.workflow_level);
    sources.set(key, {
      part,
      jobIds: children.map((child) => child.id),
      members: members.map((member) => ({ ...member, workflow_level: part.workflow_level })),
    });
  }
  return [...sources.values()];
}
