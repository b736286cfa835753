import type { Kysely } from 'kysely';
import {
  DEFAULT_WORKFLOW_STEP_ID,
  DEFAULT_WORKFLOW_STEP_LABEL,
  JobStatus,
  TaskStatus,
  type JobLastTask,
  type JobPart,
  type JobTaskState,
} from '@tessera/contracts';
import type { Database } from '../../db/schema.js';
import { levelCounts, type LevelCounts } from '../segments/index.js';
import { openOfferPartIds } from './offerQueries.js';
import { selectAssignees, type AssigneeRow, type PartRow } from './queries.js';
import { splitPartsOf } from './splitPart.js';

export function creationTaskOf(row: PartRow): JobTaskState {
  const status = TaskStatus.parse(row.creation_status);
  return {
    status,
    reason: row.creation_error,
    finishedDataText: status === 'RUNNING' ? null : row.job_updated_at,
  };
}

/** The part's pre-translation once imported (spec 001's lastTask), else its import. */
export function lastTaskOf(row: PartRow): JobLastTask {
  const creationTask = creationTaskOf(row);
  if (creationTask.status !== 'OK' || row.pre_translate_status === null)
    return { ...creationTask, action: 'IMPORT_JOB' };
  return {
    status: TaskStatus.parse(row.pre_translate_status),
    reason: row.pre_translate_error,
    finishedDataText: row.pre_translate_finished_at,
    action: 'PRE_TRANSLATE',
  };
}

function assigneeOf(row: AssigneeRow): JobPart['assignees'][number] {
  if (row.vendor_id !== null)
    return {
      id: row.vendor_id,
      type: 'VENDOR',
      name: row.vendor_name ?? '',
      buyerUserId: row.buyer_user_id,
    };
  return { id: row.user_id ?? 0, type: 'USER', name: row.user_name ?? '', buyerUserId: null };
}

export async function assigneesByPart(
  db: Kysely<Database>,
  partIds: readonly number[],
): Promise<Map<number, AssigneeRow[]>> {
  const byPart = new Map<number, AssigneeRow[]>();
  if (partIds.length === 0) return byPart;
  for (const row of await selectAssignees(db, partIds)) {
    byPart.set(row.job_part_id, [...(byPart.get(row.job_part_id) ?? []), row]);
  }
  return byPart;
}

/** Segment counts at each part's own level, one query per level present. */
export async function countsByPart(
  db: Kysely<Database>,
  rows: readonly PartRow[],
): Promise<Map<number, LevelCounts>> {
  const counts = new Map<number, LevelCounts>();
  const levels = new Set(rows.map((row) => row.workflow_level));
  for (const level of levels) {
    const atLevel = rows.filter((row) => row.workflow_level === level);
    const byJob = await levelCounts(
      db,
      atLevel.map((row) => row.job_id),
      level,
    );
    for (const row of atLevel) {
      const found = byJob.get(row.job_id);
      counts.set(row.id, found ?? { segments: 0, confirmed: 0, locked: 0, emptyTargets: 0 });
    }
  }
  return counts;
}

function present(
  row: PartRow,
  assignees: readonly AssigneeRow[],
  counts: LevelCounts | undefined,
  hasOffer: boolean,
  splitPart: JobPart['splitPart'],
): JobPart {
  const creationTask = creationTaskOf(row);
  const confirmed = counts?.confirmed ?? 0;
  const isDefaultStep = row.workflow_step_id === DEFAULT_WORKFLOW_STEP_ID;
  return {
    id: row.id,
    rootId: row.job_id,
    uid: row.uid,
    internalId: row.internal_id,
    fileName: row.file_name,
    sourceLocale: row.source_lang,
    targetLocale: row.target_lang,
    workflowLevel: row.workflow_level,
    workflowStep: {
      id: row.workflow_step_id,
      name: isDefaultStep ? DEFAULT_WORKFLOW_STEP_LABEL : (row.step_name ?? ''),
      type: isDefaultStep ? 'TRANSLATION' : (row.step_type ?? ''),
    },
    client: row.client_id === null ? null : { id: row.client_id },
    status: JobStatus.parse(row.status),
    dateDue: row.date_due,
    dateCreated: row.created_at,
    hasOffer,
    hasParent: row.parent_id !== null,
    splitPart,
    assignees: assignees.map(assigneeOf),
    creationTask,
    lastTask: lastTaskOf(row),
    wordsCount: row.words_count,
    segmentsCount: row.segments_count,
    progress: {
      confirmedSegmentsCount: confirmed,
      percent: row.segments_count === 0 ? 0 : (confirmed * 100) / row.segments_count,
    },
  };
}

export async function presentParts(
  db: Kysely<Database>,
  rows: readonly PartRow[],
): Promise<JobPart[]> {
  const assignees = await assigneesByPart(
    db,
    rows.map((row) => row.id),
  );
  const counts = await countsByPart(db, rows);
  const offered = await openOfferPartIds(
    db,
    rows.map((row) => row.id),
  );
  const splitParts = await splitPartsOf(
    db,
    rows.map((row) => row.parent_id),
  );
  return rows.map((row) =>
    present(
      row,
      assignees.get(row.id) ?? [],
      counts.get(row.id),
      offered.has(row.id),
      splitParts.get(row.job_id) ?? null,
    ),
  );
}
