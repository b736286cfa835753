import type { Kysely } from 'kysely';
import { tmDirection as directionOf, tmGroupProblems } from '@tessera/core';
import {
  assetMessages,
  assignmentMessages,
  format,
  TM_PENALTIES,
  TM_PER_PROJECT_LIMIT,
  TM_WRITE_LIMIT,
  type FieldError,
  type GatheredTm,
  type SetTransMemoriesInput,
  type TmAssignment,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import type { Viewer } from '../projects/index.js';
import { accessibleTm, targetLangsOf } from '../tm/index.js';
import {
  changedLocales,
  defaultStep,
  namedStep,
  resolveOwner,
  type AssetOwner,
  type OwnerKey,
  type WorkflowStepRef,
  uniqueErrors,
} from './owner.js';
import {
  countAssignedTms,
  deleteTmAssignments,
  insertTmAssignments,
  selectTmAssignments,
  ownerColumns,
  type NewTmAssignment,
  type TmAssignmentRow,
} from './queries.js';

type TmLocales = Pick<TmAssignmentRow, 'source_lang' | 'target_langs'>;

/**
 * How a memory serves source → target: 'direct', 'reverse' (its source is the target; read only)
 * or undefined when it does not fit. Without a source locale (a template) only the target counts.
 */
export function tmDirection(
  tm: TmLocales,
  source: string | null,
  target: string,
): 'direct' | 'reverse' | undefined {
  return directionOf(
    { sourceLang: tm.source_lang, targetLangs: targetLangsOf(tm) },
    source,
    target,
  );
}

const isForeignPublic = (row: { organization_id: number }, viewer: Viewer) =>
  row.organization_id !== viewer.organizationId;

const client = (row: { client_id: number | null; client_name: string | null }) =>
  row.client_id !== null && row.client_name !== null
    ? { id: row.client_id, name: row.client_name }
    : null;

const stepOf = (row: TmAssignmentRow): WorkflowStepRef =>
  row.workflow_step_id === null
    ? defaultStep
    : { id: row.workflow_step_id, name: row.step_name ?? '', ord: row.step_ord ?? 0 };

// Locales in the owner's order, memories as saved; with byStep, the Default step and then
// steps in order come first.
function sorted(rows: TmAssignmentRow[], owner: AssetOwner, byStep: boolean): TmAssignmentRow[] {
  const localeRank = (lang: string) => owner.targetLangs.indexOf(lang);
  return [...rows].sort(
    (a, b) =>
      (byStep ? stepOf(a).ord - stepOf(b).ord : 0) ||
      localeRank(a.target_lang) - localeRank(b.target_lang) ||
      a.position - b.position,
  );
}

function presentAssignment(row: TmAssignmentRow, owner: AssetOwner, viewer: Viewer): TmAssignment {
  const step = stepOf(row);
  return {
    id: row.tm_id,
    name: row.name,
    client: client(row),
    tmSourceLocale: row.source_lang,
    tmTargetLocales: targetLangsOf(row),
    projectTargetLocale: row.target_lang,
    targetLang: row.target_lang,
    workflowStepId: row.workflow_step_id,
    workflowStepName: step.name,
    workflowStepOrd: step.ord,
    readMode: row.read_mode === 1,
    writeMode: row.write_mode === 1,
    penalty: row.penalty,
    isOverride: row.workflow_step_id !== null,
    isReverse: tmDirection(row, owner.sourceLang, row.target_lang) === 'reverse',
    isPublic: isForeignPublic(row, viewer),
  };
}

async function presentAll(db: Kysely<Database>, owner: AssetOwner, viewer: Viewer) {
  const rows = await selectTmAssignments(db, owner);
  return sorted(rows, owner, true).map((row) => presentAssignment(row, owner, viewer));
}

export async function getTmAssignments(
  ctx: AppContext,
  viewer: Viewer,
  key: OwnerKey,
): Promise<TmAssignment[]> {
  const owner = await resolveOwner(ctx, ctx.db.kysely, viewer, key, 'read');
  return presentAll(ctx.db.kysely, owner, viewer);
}

/**
 * Replaces the memories of one step (absent: Default) in the named locale (absent: all) with
 * the given ones, then checks spec 000 sections 5 and 9 on the result; any failure keeps nothing.
 */
export async function setTmAssignments(
  ctx: AppContext,
  viewer: Viewer,
  key: OwnerKey,
  input: SetTransMemoriesInput,
): Promise<TmAssignment[]> {
  return ctx.db.kysely.transaction().execute(async (db) => {
    const owner = await resolveOwner(ctx, db, viewer, key, 'edit');
    const locales = changedLocales(owner, input.targetLang);
    const step = namedStep(owner, input.workflowStep);
    const rows = await plannedRows(db, owner, viewer, input, locales, step);
    await deleteTmAssignments(db, owner, locales, step?.id ?? null);
    await insertTmAssignments(db, rows);
    if ((await countAssignedTms(db, owner)) > TM_PER_PROJECT_LIMIT)
      throw badRequest([{ field: 'readTransMemory', message: assignmentMessages.tmProjectLimit }]);
    return presentAll(db, owner, viewer);
  });
}

// Rows of the call, one per locale and memory; write implies read (spec 000 section 4 links).
async function plannedRows(
  db: Kysely<Database>,
  owner: AssetOwner,
  viewer: Viewer,
  input: SetTransMemoriesInput,
  locales: string[],
  step: WorkflowStepRef | null,
): Promise<NewTmAssignment[]> {
  const errors: FieldError[] = [];
  const error = (field: string, message: string, values: Record<string, string> = {}) =>
    errors.push({ field, message: format(message, values) });
  const { readTransMemory: read, writeTransMemory: write, penalty } = input;
  if (penalty.length > 0 && penalty.length !== read.length)
    error('penalty', assignmentMessages.tmPenaltyCount);
  if (penalty.some((value) => !(TM_PENALTIES as readonly number[]).includes(value)))
    error('penalty', assignmentMessages.tmPenalty);

  const ids = [...new Set([...read, ...write])];
  const memories = await Promise.all(ids.map((id) => accessibleTm(db, viewer, id, 'read')));
  const rows: NewTmAssignment[] = [];
  for (const locale of locales) {
    memories.forEach((tm, position) => {
      const writes = write.includes(tm.id);
      const direction = tmDirection(tm, owner.sourceLang, locale);
      const names = { name: tm.name, source: owner.sourceLang ?? '', target: locale };
      if (!direction)
        error(
          'readTransMemory',
          owner.sourceLang === null
            ? assignmentMessages.tmNoTargetLang
            : assignmentMessages.tmNotFitting,
          names,
        );
      if (writes && isForeignPublic(tm, viewer))
        error('writeTransMemory', assignmentMessages.tmPublicNoWrite, names);
      else if (writes && direction === 'reverse')
        error('writeTransMemory', assignmentMessages.tmReverseNoWrite, names);
      const readIndex = read.indexOf(tm.id);
      rows.push({
        ...ownerColumns(owner),
        tm_id: tm.id,
        target_lang: locale,
        workflow_step_id: step?.id ?? null,
        read_mode: 1,
        write_mode: writes ? 1 : 0,
        penalty: readIndex >= 0 ? (penalty[readIndex] ?? 0) : 0,
        position,
      });
    });
  }
  const groups = locales.map((locale) => ({
    step: step ?? defaultStep,
    locale,
    memories: rows
      .filter((row) => row.target_lang === locale)
      .map((row) => ({
        writeMode: row.write_mode === 1,
      })),
  }));
  const { overLimit, withoutWriter } = tmGroupProblems(groups, TM_WRITE_LIMIT);
  for (const group of withoutWriter)
    error('writeTransMemory', assetMessages.tmNeedsWrite, {
      step: group.step.name,
      locale: group.locale,
    });
  // The all-locales dialog names every locale over the limit in one line (spec 000 section 5).
  if (overLimit.length > 1)
    error('writeTransMemory', assetMessages.tmWriteLimitMany, { locales: overLimit.join(', ') });
  else if (overLimit[0])
    error('writeTransMemory', assetMessages.tmWriteLimit, { locale: overLimit[0] });
  if (errors.length > 0) throw badRequest(uniqueErrors(errors));
  return rows;
}

// A step's own rows for a locale where it has them, else the Default step's.
function tmsInEffect(rows: TmAssignmentRow[], stepId: number | null): TmAssignmentRow[] {
  const overridden = new Set(
    rows
      .filter((row) => stepId !== null && row.workflow_step_id === stepId)
      .map((row) => row.target_lang),
  );
  return rows.filter((row) =>
    overridden.has(row.target_lang)
      ? row.workflow_step_id === stepId
      : row.workflow_step_id === null,
  );
}

/** The memories a project uses at a step (null: Default), for the matching code of other modules. */
export async function projectTmsInEffect(
  db: Kysely<Database>,
  projectId: number,
  stepId: number | null,
): Promise<TmAssignmentRow[]> {
  return tmsInEffect(await selectTmAssignments(db, { kind: 'project', id: projectId }), stepId);
}

export async function gatherTms(
  ctx: AppContext,
  viewer: Viewer,
  uid: string,
  workflowStep: number | undefined,
): Promise<GatheredTm[]> {
  const owner = await resolveOwner(ctx, ctx.db.kysely, viewer, { kind: 'project', uid }, 'read');
  const step = namedStep(owner, workflowStep) ?? defaultStep;
  const rows = await projectTmsInEffect(
    ctx.db.kysely,
    owner.id,
    step === defaultStep ? null : step.id,
  );
  return sorted(rows, owner, false).map((row) => ({
    transMemory: {
      id: row.tm_id,
      name: row.name,
      sourceLang: row.source_lang,
      targetLangs: targetLangsOf(row),
      client: client(row),
      createdBy: {
        id: row.created_by,
        userName: row.creator_name ?? '',
        organizationName: row.organization_name,
      },
      isPublic: isForeignPublic(row, viewer),
    },
    targetLang: row.target_lang,
    workflowStep: step,
    readMode: row.read_mode === 1,
    writeMode: row.write_mode === 1,
    penalty: row.penalty,
    isReverse: tmDirection(row, owner.sourceLang, row.target_lang) === 'reverse',
  }));
}
