import type { Kysely, Selectable } from 'kysely';
import type { Database, TmUnitTable } from '../../db/schema.js';
import { containsText } from '../../db/containsText.js';

export type TmUnitRow = Selectable<TmUnitTable>;

export interface UnitFilter {
  tmId: number;
  targetLang?: string;
  /** Already in plain form (see plainText). */
  plainContains?: string;
}

function filtered(db: Kysely<Database>, filter: UnitFilter) {
  let query = db.selectFrom('tm_units').where('tm_id', '=', filter.tmId);
  if (filter.targetLang) query = query.where('target_lang', '=', filter.targetLang);
  const text = filter.plainContains;
  if (text) {
    query = query.where((eb) =>
      eb.or([containsText('source_plain', text), containsText('target_plain', text)]),
    );
  }
  return query;
}

export async function countUnits(db: Kysely<Database>, filter: UnitFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findUnits(
  db: Kysely<Database>,
  filter: UnitFilter,
  page: { offset: number; limit: number },
): Promise<TmUnitRow[]> {
  return filtered(db, filter)
    .selectAll()
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** The next units after `afterId`, for streaming a whole memory out page by page. */
export function unitsAfter(
  db: Kysely<Database>,
  tmId: number,
  afterId: number,
  limit: number,
): Promise<TmUnitRow[]> {
  return db
    .selectFrom('tm_units')
    .selectAll()
    .where('tm_id', '=', tmId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function findUnit(db: Kysely<Database>, tmId: number, unitId: number) {
  return db
    .selectFrom('tm_units')
    .selectAll()
    .where('tm_id', '=', tmId)
    .where('id', '=', unitId)
    .executeTakeFirst();
}

export async function unitHashTaken(
  db: Kysely<Database>,
  unit: Pick<TmUnitRow, 'id' | 'tm_id' | 'source_lang' | 'target_lang' | 'unit_hash'>,
): Promise<boolean> {
  const row = await db
    .selectFrom('tm_units')
    .select('id')
    .where('tm_id', '=', unit.tm_id)
    .where('source_lang', '=', unit.source_lang)
    .where('target_lang', '=', unit.target_lang)
    .where('unit_hash', '=', unit.unit_hash)
    .where('id', '<>', unit.id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateUnit(
  db: Kysely<Database>,
  unitId: number,
  values: Pick<
    TmUnitRow,
    | 'source'
    | 'target'
    | 'source_plain'
    | 'target_plain'
    | 'unit_hash'
    | 'modified_by'
    | 'modified_at'
  >,
): Promise<void> {
  await db.updateTable('tm_units').set(values).where('id', '=', unitId).execute();
}

export async function deleteUnit(db: Kysely<Database>, unitId: number): Promise<void> {
  await db.deleteFrom('tm_units').where('id', '=', unitId).execute();
}
