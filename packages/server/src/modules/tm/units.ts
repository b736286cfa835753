import {
  assetStoreMessages,
  type TmUnit,
  type TmUnitInput,
  type TmUnitPage,
  type TmUnitsQuery,
} from '@tessera/contracts';
import { isoNow } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { AuthContext } from '../../http/auth.js';
import { conflict, notFound } from '../../http/errors.js';
import { reindexUnit, unindexUnits } from './unindex.js';
import { accessibleTm } from './service.js';
import {
  countUnits,
  deleteUnit,
  findUnit,
  findUnits,
  unitHashTaken,
  updateUnit,
  type TmUnitRow,
} from './unitQueries.js';
import { plainText, unitHash } from './unitText.js';

export function presentUnit(row: TmUnitRow): TmUnit {
  return {
    id: row.id,
    sourceLang: row.source_lang,
    targetLang: row.target_lang,
    source: row.source,
    target: row.target,
    contextPrev: row.context_prev,
    contextNext: row.context_next,
    contextKey: row.context_key,
    createdBy: row.created_by,
    dateCreated: row.created_at,
    modifiedBy: row.modified_by,
    dateModified: row.modified_at,
  };
}

/** A page of a memory's units, optionally of one target language and containing some text. */
export async function searchUnits(
  ctx: AppContext,
  auth: AuthContext,
  query: TmUnitsQuery,
): Promise<TmUnitPage> {
  const db = ctx.db.kysely;
  const tm = await accessibleTm(db, auth, query.id, 'read');
  const filter = {
    tmId: tm.id,
    targetLang: query.lang || undefined,
    plainContains: query.q ? plainText(query.q) : undefined,
  };
  const total = await countUnits(db, filter);
  const rows = await findUnits(db, filter, {
    offset: query.page * query.pageSize,
    limit: query.pageSize,
  });
  return {
    units: rows.map(presentUnit),
    paging: {
      page: query.page,
      pageSize: query.pageSize,
      pages: Math.ceil(total / query.pageSize),
      total,
    },
  };
}

export async function editUnit(
  ctx: AppContext,
  auth: AuthContext,
  ids: { id: number; unitId: number },
  input: TmUnitInput,
): Promise<TmUnit> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    await accessibleTm(trx, auth, ids.id, 'write');
    const unit = await findUnit(trx, ids.id, ids.unitId);
    if (!unit) throw notFound();
    const changed = {
      source: input.source,
      target: input.target,
      source_plain: plainText(input.source),
      target_plain: plainText(input.target),
      unit_hash: unitHash({
        source: input.source,
        target: input.target,
        contextPrev: unit.context_prev,
        contextNext: unit.context_next,
        contextKey: unit.context_key,
      }),
      modified_by: auth.session.user.userName,
      modified_at: isoNow(ctx.clock),
    };
    if (await unitHashTaken(trx, { ...unit, unit_hash: changed.unit_hash })) {
      throw conflict('source', assetStoreMessages.unitExists);
    }
    await updateUnit(trx, unit.id, changed);
    await reindexUnit(trx, ctx.db.dialect, unit, { ...unit, ...changed });
    return presentUnit({ ...unit, ...changed });
  });
}

export async function removeUnit(
  ctx: AppContext,
  auth: AuthContext,
  ids: { id: number; unitId: number },
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await accessibleTm(trx, auth, ids.id, 'write');
    const unit = await findUnit(trx, ids.id, ids.unitId);
    if (!unit) throw notFound();
    await unindexUnits(trx, [unit]);
    await deleteUnit(trx, ids.unitId);
  });
}
