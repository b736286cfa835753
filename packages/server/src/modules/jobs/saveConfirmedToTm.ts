import type { Kysely } from 'kysely';
import { DEFAULT_WORKFLOW_STEP_ID, type FileImportSettings } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { projectTmsInEffect } from '../assignments/index.js';
import { levelBit, type SegmentValues } from '../segments/index.js';
import { type ImportedUnit, plainText, touchTm, unitHash, writeChunk } from '../tm/index.js';
import type { JobRow } from './queries.js';

/** The setting that asks for it, by the format value of the filter that read the file. */
const settingOfFormat: Partial<Record<string, keyof FileImportSettings>> = {
  xliff: 'xlfSaveConfirmedSegmentsToTMOnImport',
  xliff20: 'xlf2SaveConfirmedSegmentsToTMOnImport',
  sdlxliff: 'sdlXlfSaveConfirmedSegments',
  ttx: 'ttxSaveConfirmedSegments',
};

// The step of the job's first part, whose confirmed state the import sets; null is Default.
async function firstStepOfJob(db: Kysely<Database>, jobId: number): Promise<number | null> {
  const part = await db
    .selectFrom('job_parts')
    .select('workflow_step_id')
    .where('job_id', '=', jobId)
    .orderBy('workflow_level')
    .executeTakeFirst();
  const stepId = part?.workflow_step_id ?? DEFAULT_WORKFLOW_STEP_ID;
  return stepId === DEFAULT_WORKFLOW_STEP_ID ? null : stepId;
}

async function userNameOf(db: Kysely<Database>, userId: number | null): Promise<string> {
  if (userId === null) return '';
  const user = await db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.user_name ?? '';
}

type JobLangs = Pick<JobRow, 'project_id' | 'source_lang' | 'target_lang'>;
type UnitRow = Pick<SegmentValues, 'source' | 'target' | 'context_key'>;
type ImportedRow = UnitRow & { confirmed_levels: number };

/** The chosen segments with a target as memory units, in context of their neighbours' sources. */
function memoryUnits<Row extends UnitRow>(
  job: JobLangs,
  rows: readonly Row[],
  chosen: (row: Row) => boolean,
  author: { userName: string; now: string },
): ImportedUnit[] {
  const units: ImportedUnit[] = [];
  rows.forEach((row, index) => {
    if (!chosen(row) || row.target === '') return;
    const context = {
      contextPrev: rows[index - 1]?.source ?? '',
      contextNext: rows[index + 1]?.source ?? '',
      contextKey: row.context_key ?? '',
    };
    units.push({
      source_lang: job.source_lang,
      target_lang: job.target_lang,
      source: row.source,
      target: row.target,
      source_plain: plainText(row.source),
      target_plain: plainText(row.target),
      context_prev: context.contextPrev,
      context_next: context.contextNext,
      context_key: context.contextKey,
      unit_hash: unitHash({ source: row.source, target: row.target, ...context }),
      created_by: author.userName,
      modified_by: author.userName,
      created_at: author.now,
      modified_at: author.now,
    });
  });
  return units;
}

/**
 * xlfSaveConfirmedSegmentsToTMOnImport and xlf2SaveConfirmedSegmentsToTMOnImport: the imported
 * confirmed segments go into every memory the project writes to for the job's target locale at
 * the job's first step; a unit a memory holds already (same source, target, context) is kept.
 */
export async function saveConfirmedSegmentsToTms(
  db: Db,
  job: JobRow,
  imported: {
    settings: FileImportSettings;
    format: string;
    /** The job's segments in order, read only when the setting asks for them. */
    rows: () => Promise<ReadonlyArray<ImportedRow>>;
  },
  now: string,
): Promise<number> {
  const setting = settingOfFormat[imported.format];
  if (!setting || imported.settings[setting] !== true) return 0;
  const kysely = db.kysely;
  const author = { userName: await userNameOf(kysely, job.created_by), now };
  const confirmed = (row: ImportedRow) => (row.confirmed_levels & levelBit(1)) !== 0;
  return saveSegmentsToWriteTms(db, job, await firstStepOfJob(kysely, job.id), {
    rows: await imported.rows(),
    chosen: confirmed,
    author,
  });
}

/**
 * The chosen segments of a job (rows: all its segments in order, for their context) go into
 * every memory the project writes to for the job's target locale at a step (null: Default); a
 * unit a memory holds already (same source, target, context) is kept. Answers how many were new.
 */
export async function saveSegmentsToWriteTms<Row extends UnitRow>(
  db: Db,
  job: JobLangs,
  stepId: number | null,
  segments: {
    rows: readonly Row[];
    chosen: (row: Row) => boolean;
    author: { userName: string; now: string };
  },
): Promise<number> {
  const kysely = db.kysely;
  const now = segments.author.now;
  const memories = (await projectTmsInEffect(kysely, job.project_id, stepId)).filter(
    (row) => row.write_mode === 1 && row.target_lang === job.target_lang,
  );
  if (memories.length === 0) return 0;
  const units = memoryUnits(job, segments.rows, segments.chosen, segments.author);
  if (units.length === 0) return 0;
  let inserted = 0;
  for (const memory of memories) {
    const added = await writeChunk(db, memory.tm_id, units);
    if (added > 0) await touchTm(kysely, memory.tm_id, now);
    inserted += added;
  }
  return inserted;
}
