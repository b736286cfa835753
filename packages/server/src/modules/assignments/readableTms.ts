import type { Kysely } from 'kysely';
import { DEFAULT_WORKFLOW_STEP_ID } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';
import { projectTmsInEffect, tmDirection } from './tmAssignment.js';

/** What of a job part decides the memories it reads. */
export interface ReadingPart {
  project_id: number;
  workflow_step_id: number;
  source_lang: string;
  target_lang: string;
}

/** A memory a lookup reads (the matcher's MatchTm): reverse when its targets are matched. */
export interface ReadableTm {
  tmId: number;
  penalty: number;
  reverse: boolean;
}

/**
 * The memories readable at the part's workflow step for its target locale, reversed where they
 * serve so: what pre-translation and the editor's match panel look up.
 */
export async function readableTms(db: Kysely<Database>, part: ReadingPart): Promise<ReadableTm[]> {
  const step = part.workflow_step_id === DEFAULT_WORKFLOW_STEP_ID ? null : part.workflow_step_id;
  const rows = await projectTmsInEffect(db, part.project_id, step);
  return rows.flatMap((row) => {
    if (row.target_lang !== part.target_lang || row.read_mode !== 1) return [];
    const direction = tmDirection(row, part.source_lang, part.target_lang);
    return direction
      ? [{ tmId: row.tm_id, penalty: row.penalty, reverse: direction === 'reverse' }]
      : [];
  });
}
