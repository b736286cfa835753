import type { Kysely } from 'kysely';
import { tbQaNeedsRead } from '@tessera/core';
import {
  assetMessages,
  assignmentMessages,
  format,
  type FieldError,
  type SetTermBasesInput,
  type TbAssignment,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import type { Viewer } from '../projects/index.js';
import { accessibleTb, langsOf } from '../tb/index.js';
import {
  changedLocales,
  resolveOwner,
  uniqueErrors,
  type AssetOwner,
  type OwnerKey,
} from './owner.js';
import {
  deleteTbAssignments,
  insertTbAssignments,
  ownerColumns,
  selectTbAssignments,
  type NewTbAssignment,
  type TbAssignmentRow,
} from './queries.js';

// 0 None, 1 Primary, 2 Secondary; 3 (Multiple) only describes mixed locales in the dialog.
const PRIORITIES = [0, 1, 2];

function presentAssignment(row: TbAssignmentRow, viewer: Viewer): TbAssignment {
  return {
    termBase: {
      id: row.tb_id,
      name: row.name,
      langs: langsOf(row),
      client:
        row.client_id !== null && row.client_name !== null
          ? { id: row.client_id, name: row.client_name }
          : null,
      isPublic: row.organization_id !== viewer.organizationId,
      createdBy: { organizationName: row.organization_name },
    },
    readMode: row.read_mode === 1,
    writeMode: row.write_mode === 1,
    qualityAssurance: row.quality_assurance === 1,
    priority: row.priority,
    targetLang: row.target_lang,
  };
}

async function presentAll(db: Kysely<Database>, owner: AssetOwner, viewer: Viewer) {
  const rank = (lang: string) => owner.targetLangs.indexOf(lang);
  const rows = await selectTbAssignments(db, owner);
  return rows
    .sort((a, b) => rank(a.target_lang) - rank(b.target_lang) || a.position - b.position)
    .map((row) => presentAssignment(row, viewer));
}

export async function getTbAssignments(
  ctx: AppContext,
  viewer: Viewer,
  key: OwnerKey,
): Promise<TbAssignment[]> {
  const owner = await resolveOwner(ctx, ctx.db.kysely, viewer, key, 'read');
  return presentAll(ctx.db.kysely, owner, viewer);
}

/**
 * Replaces the term bases of the named locale (absent: every locale) with the given ones after
 * checking spec 000 sections 4 and 5; any failure keeps nothing.
 */
export async function setTbAssignments(
  ctx: AppContext,
  viewer: Viewer,
  key: OwnerKey,
  input: SetTermBasesInput,
): Promise<TbAssignment[]> {
  return ctx.db.kysely.transaction().execute(async (db) => {
    const owner = await resolveOwner(ctx, db, viewer, key, 'edit');
    const locales = changedLocales(owner, input.targetLang);
    const rows = await plannedRows(db, owner, viewer, input, locales);
    await deleteTbAssignments(db, owner, locales);
    await insertTbAssignments(db, rows);
    return presentAll(db, owner, viewer);
  });
}

// One row per locale and term base; write implies read (spec 000 section 4 links).
async function plannedRows(
  db: Kysely<Database>,
  owner: AssetOwner,
  viewer: Viewer,
  input: SetTermBasesInput,
  locales: string[],
): Promise<NewTbAssignment[]> {
  const errors: FieldError[] = [];
  const error = (field: string, message: string, values: Record<string, string> = {}) =>
    errors.push({ field, message: format(message, values) });
  const { readTermBase: read, writeTermBase: write, qualityAssuranceTermBase: qa } = input;
  if (input.priority.length > 0 && input.priority.length !== read.length)
    error('priority', assignmentMessages.tbPriorityCount);
  if (input.priority.some((value) => !PRIORITIES.includes(value)))
    error('priority', assignmentMessages.tbPriority);

  const ids = [...new Set([...read, ...write, ...qa])];
  const termBases = await Promise.all(ids.map((id) => accessibleTb(db, viewer, id, 'read')));
  const rows: NewTbAssignment[] = [];
  for (const locale of locales) {
    termBases.forEach((tb, position) => {
      const reads = read.includes(tb.id) || write.includes(tb.id);
      const writes = write.includes(tb.id);
      const langs = langsOf(tb);
      for (const needed of [owner.sourceLang, locale])
        if (needed !== null && !langs.includes(needed))
          error('readTermBase', assignmentMessages.tbNoLang, { name: tb.name, locale: needed });
      const modes = { readMode: reads, writeMode: writes, qualityAssurance: qa.includes(tb.id) };
      if (tbQaNeedsRead(modes))
        error(
          'qualityAssuranceTermBase',
          input.targetLang === undefined
            ? assetMessages.tbQaNeedsReadAllLocales
            : assetMessages.tbQaNeedsRead,
          { name: tb.name, locale },
        );
      if (writes && tb.organization_id !== viewer.organizationId)
        error('writeTermBase', assignmentMessages.tbPublicNoWrite, { name: tb.name });
      const readIndex = read.indexOf(tb.id);
      rows.push({
        ...ownerColumns(owner),
        tb_id: tb.id,
        target_lang: locale,
        read_mode: reads ? 1 : 0,
        write_mode: writes ? 1 : 0,
        quality_assurance: qa.includes(tb.id) ? 1 : 0,
        priority: readIndex >= 0 ? (input.priority[readIndex] ?? 0) : 0,
        position,
      });
    });
  }
  if (errors.length > 0) throw badRequest(uniqueErrors(errors));
  return rows;
}
