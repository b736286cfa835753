import { sql, type Kysely } from 'kysely';
import { prepareMatchText } from '@tessera/core';
import type { Dialect } from '../../db/database.js';
import type { Database, TmUnitTable } from '../../db/schema.js';
import { sideKeys, termSalt, type UnitSide } from './matchTerms.js';

/** What the match index needs of a unit. */
export type IndexableUnit = Pick<
  TmUnitTable,
  'tm_id' | 'target_lang' | 'source' | 'target' | 'source_plain' | 'target_plain'
> & { id: number };

/** What the posting keys of a unit are computed from. */
export type KeyedText = Pick<
  TmUnitTable,
  'target_lang' | 'source' | 'target' | 'source_plain' | 'target_plain'
>;

// Rows per INSERT: bounded for memory.
const BATCH_ROWS = 50_000;

const sides: UnitSide[] = ['source', 'target'];

/**
 * Appends a unit's postings (both sides) to `out` as triples: term hash, the side's length, and 1
 * where the term counts towards its document frequency (0 for the whole text's key). Pure, so an
 * import computes them on its reading worker.
 */
export function postingKeys(unit: KeyedText, out: number[]): void {
  const seen = new Set<number>();
  for (const side of sides) {
    const text = side === 'source' ? unit.source : unit.target;
    const plain = side === 'source' ? unit.source_plain : unit.target_plain;
    const keys = sideKeys(termSalt(unit.target_lang, side), prepareMatchText(text), plain);
    const add = (term: number, counted: number) => {
      if (seen.has(term)) return;
      seen.add(term);
      out.push(term, keys.length, counted);
    };
    add(keys.whole, 0);
    for (const term of keys.terms) add(term, 1);
    for (const term of keys.short) add(term, 1);
  }
}

/** A written unit with its posting triples (postingKeys), ready for the index. */
export interface KeyedUnit {
  id: number;
  tmId: number;
  keys: ArrayLike<number>;
}

// Postings as columns, in the units' order.
function postingColumns(units: readonly KeyedUnit[]) {
  const columns = {
    term: [] as number[],
    tm: [] as number[],
    length: [] as number[],
    unit: [] as number[],
  };
  for (const { id, tmId, keys } of units) {
    for (let index = 0; index < keys.length; index += 3) {
      columns.term.push(keys[index] ?? 0);
      columns.tm.push(tmId);
      columns.length.push(keys[index + 1] ?? 0);
      columns.unit.push(id);
    }
  }
  return columns;
}

// Both dialects take a group as one parameter per column (JSON on SQLite, arrays on PostgreSQL):
// the statement stays small and cheap to prepare however many rows it writes. Inserted in key
// order, so each group's inserts sweep the postings' B-tree once instead of jumping between
// pages (with a large vocabulary the pages of a batch outgrow SQLite's page cache).
async function insertPostings(db: Kysely<Database>, dialect: Dialect, units: readonly KeyedUnit[]) {
  const rows = postingColumns(units);
  if (rows.term.length === 0) return;
  if (dialect === 'postgres') {
    const column = (values: number[]) => sql`${values}::int[]`;
    await sql`insert into tm_unit_terms (term_hash, tm_id, unit_length, unit_id)
      select * from unnest(${column(rows.term)}, ${column(rows.tm)}, ${column(rows.length)}, ${column(rows.unit)})
      order by 1, 2, 3, 4 on conflict do nothing`.execute(db);
    return;
  }
  let json = '';
  for (let index = 0; index < rows.term.length; index++) {
    json += `,[${rows.term[index]},${rows.tm[index]},${rows.length[index]},${rows.unit[index]}]`;
  }
  await sql`insert into tm_unit_terms (term_hash, tm_id, unit_length, unit_id)
    select value ->> 0, value ->> 1, value ->> 2, value ->> 3 from json_each(${`[${json.slice(1)}]`})
    where true order by 1, 2, 3, 4 on conflict do nothing`.execute(db);
}

async function addDf(db: Kysely<Database>, dialect: Dialect, units: readonly KeyedUnit[]) {
  const counts = new Map<number, Map<number, number>>();
  for (const { tmId, keys } of units) {
    let terms = counts.get(tmId);
    if (!terms) counts.set(tmId, (terms = new Map()));
    for (let index = 0; index < keys.length; index += 3) {
      const term = keys[index] ?? 0;
      if (keys[index + 2]) terms.set(term, (terms.get(term) ?? 0) + 1);
    }
  }
  for (const [tmId, terms] of counts) {
    const hashes = [...terms.keys()];
    const df = [...terms.values()];
    for (let at = 0; at < hashes.length; at += BATCH_ROWS) {
      const termColumn = hashes.slice(at, at + BATCH_ROWS);
      const dfColumn = df.slice(at, at + BATCH_ROWS);
      if (dialect === 'postgres') {
        await sql`insert into tm_term_df (tm_id, term_hash, df)
          select ${tmId}::int, * from unnest(${termColumn}::int[], ${dfColumn}::int[])
          on conflict (tm_id, term_hash) do update set df = tm_term_df.df + excluded.df`.execute(
          db,
        );
      } else {
        const json = JSON.stringify(termColumn.map((term, index) => [term, dfColumn[index]]));
        await sql`insert into tm_term_df (tm_id, term_hash, df)
          select ${tmId}, value ->> 0, value ->> 1 from json_each(${json}) where true
          on conflict (tm_id, term_hash) do update set df = tm_term_df.df + excluded.df`.execute(
          db,
        );
      }
    }
  }
}

/** Adds units whose posting keys are known to the match index (within the caller's transaction). */
export async function indexKeyedUnits(
  db: Kysely<Database>,
  dialect: Dialect,
  units: readonly KeyedUnit[],
): Promise<void> {
  let group: KeyedUnit[] = [];
  let postings = 0;
  for (const unit of units) {
    if (postings + unit.keys.length / 3 > BATCH_ROWS && group.length > 0) {
      await insertPostings(db, dialect, group);
      group = [];
      postings = 0;
    }
    group.push(unit);
    postings += unit.keys.length / 3;
  }
  await insertPostings(db, dialect, group);
  await addDf(db, dialect, units);
}

/** Adds units to the match index (within the caller's transaction). */
export async function indexUnits(
  db: Kysely<Database>,
  dialect: Dialect,
  units: readonly IndexableUnit[],
): Promise<void> {
  const keyed = units.map((unit) => {
    const keys: number[] = [];
    postingKeys(unit, keys);
    return { id: unit.id, tmId: unit.tm_id, keys };
  });
  await indexKeyedUnits(db, dialect, keyed);
}

/**
 * Takes the units' terms off the document frequencies; their postings go with the units
 * themselves (foreign key). Call before deleting or re-indexing the units.
 */
export async function forgetTerms(
  db: Kysely<Database>,
  units: { tmId: number; unitIds: readonly number[] } | { importTaskId: string },
): Promise<void> {
  let query = db
    .selectFrom('tm_unit_terms as t')
    .innerJoin('tm_term_df as d', (join) =>
      join.onRef('d.tm_id', '=', 't.tm_id').onRef('d.term_hash', '=', 't.term_hash'),
    )
    .select(['t.tm_id', 't.term_hash', (eb) => eb.fn.countAll<number>().as('held')])
    .groupBy(['t.tm_id', 't.term_hash']);
  if ('importTaskId' in units) {
    query = query.where('t.unit_id', 'in', (eb) =>
      eb.selectFrom('tm_units').select('id').where('import_task_id', '=', units.importTaskId),
    );
  } else {
    if (units.unitIds.length === 0) return;
    query = query.where('t.tm_id', '=', units.tmId).where('t.unit_id', 'in', units.unitIds);
  }
  for (const row of await query.execute()) {
    await db
      .updateTable('tm_term_df')
      .set({ df: sql<number>`df - ${Number(row.held)}` })
      .where('tm_id', '=', row.tm_id)
      .where('term_hash', '=', row.term_hash)
      .execute();
  }
}

/** Replaces a unit's postings after its texts changed. */
export async function reindexUnit(
  db: Kysely<Database>,
  dialect: Dialect,
  unit: IndexableUnit,
): Promise<void> {
  await forgetTerms(db, { tmId: unit.tm_id, unitIds: [unit.id] });
  await db.deleteFrom('tm_unit_terms').where('unit_id', '=', unit.id).execute();
  await indexUnits(db, dialect, [unit]);
}
