import { sql, type Insertable, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database, TmUnitTable } from '../../db/schema.js';
import { forgetTerms } from './matchIndex.js';

/** A unit read from an import file, ready to be written to its memory. */
export type ImportedUnit = Omit<Insertable<TmUnitTable>, 'id' | 'tm_id'>;

const columns = [
  'source_lang',
  'target_lang',
  'source',
  'target',
  'source_plain',
  'target_plain',
  'context_prev',
  'context_next',
  'context_key',
  'unit_hash',
  'created_by',
  'modified_by',
  'created_at',
  'modified_at',
] as const;

// PostgreSQL takes a column of values as one array parameter: far cheaper to send and plan
// than thousands of parameters of a multi-row VALUES.
async function insertUnnested(db: Kysely<Database>, tmId: number, units: ImportedUnit[]) {
  const arrays = columns.map((column) => sql`${units.map((unit) => unit[column] ?? '')}::text[]`);
  const importTasks = sql`${units.map((unit) => unit.import_task_id ?? null)}::text[]`;
  const result = await sql<InsertedUnit>`
    insert into tm_units (tm_id, ${sql.join(columns.map((column) => sql.ref(column)))}, import_task_id)
    select ${tmId}, * from unnest(${sql.join([...arrays, importTasks])})
    on conflict (tm_id, source_lang, target_lang, unit_hash) do nothing
    returning id, source_lang, target_lang, unit_hash`.execute(db);
  return result.rows;
}

/** The identity of a unit an insert added. */
export interface InsertedUnit {
  id: number;
  source_lang: string;
  target_lang: string;
  unit_hash: string;
}

/** Writes units to a memory; a unit already there (same languages and hash) is kept. Answers the units added. */
export async function insertUnits(
  db: Kysely<Database>,
  dialect: Dialect,
  tmId: number,
  units: ImportedUnit[],
): Promise<InsertedUnit[]> {
  if (units.length === 0) return [];
  if (dialect === 'postgres') return insertUnnested(db, tmId, units);
  return db
    .insertInto('tm_units')
    .values(units.map((unit) => ({ ...unit, tm_id: tmId })))
    .onConflict((oc) =>
      oc.columns(['tm_id', 'source_lang', 'target_lang', 'unit_hash']).doNothing(),
    )
    .returning(['id', 'source_lang', 'target_lang', 'unit_hash'])
    .execute();
}

export async function touchTm(db: Kysely<Database>, tmId: number, at: string): Promise<void> {
  await db
    .updateTable('translation_memories')
    .set({ updated_at: at })
    .where('id', '=', tmId)
    .execute();
}

/** Takes away the units a failed import added; units that were there before it stay. */
export async function deleteImportedUnits(db: Kysely<Database>, importTaskId: string) {
  await forgetTerms(db, { importTaskId });
  await db.deleteFrom('tm_units').where('import_task_id', '=', importTaskId).execute();
}

export async function countImportedUnits(db: Kysely<Database>, importTaskId: string) {
  const row = await db
    .selectFrom('tm_units')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('import_task_id', '=', importTaskId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
