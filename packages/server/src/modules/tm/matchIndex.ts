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

interface Posting {
  term_hash: number;
  tm_id: number;
  unit_length: number;
  unit_id: number;
}

// Rows per INSERT: bounded for memory.
const BATCH_ROWS = 50_000;

const sides: UnitSide[] = ['source', 'target'];

/** The postings of units (both sides), and per memory and term how many units hold it. */
function postingsOf(units: readonly IndexableUnit[]) {
  const postings: Posting[] = [];
  const df = new Map<string, { tm_id: number; term_hash: number; df: number }>();
  for (const unit of units) {
    const seen = new Set<number>();
    for (const side of sides) {
      const text = side === 'source' ? unit.source : unit.target;
      const plain = side === 'source' ? unit.source_plain : unit.target_plain;
      const keys = sideKeys(termSalt(unit.target_lang, side), prepareMatchText(text), plain);
      const add = (term_hash: number) => {
        if (seen.has(term_hash)) return false;
        seen.add(term_hash);
        postings.push({ term_hash, tm_id: unit.tm_id, unit_length: keys.length, unit_id: unit.id });
        return true;
      };
      add(keys.whole);
      for (const term of [...keys.terms, ...keys.short]) {
        if (!add(term)) continue;
        const key = `${unit.tm_id}:${term}`;
        const entry = df.get(key);
        if (entry) entry.df++;
        else df.set(key, { tm_id: unit.tm_id, term_hash: term, df: 1 });
      }
    }
  }
  return { postings, df: [...df.values()] };
}

// Both dialects take a batch as one parameter (a JSON array on SQLite, arrays on PostgreSQL):
// the statement stays small and cheap to prepare however many rows it writes.
async function insertPostings(db: Kysely<Database>, dialect: Dialect, postings: Posting[]) {
  // Key order: each batch lands in neighbouring pages of the postings' B-tree.
  postings.sort((a, b) => a.term_hash - b.term_hash || a.unit_id - b.unit_id);
  for (let at = 0; at < postings.length; at += BATCH_ROWS) {
    const rows = postings.slice(at, at + BATCH_ROWS);
    if (dialect === 'postgres') {
      const column = (name: keyof Posting) => sql`${rows.map((row) => row[name])}::int[]`;
      await sql`insert into tm_unit_terms (term_hash, tm_id, unit_length, unit_id)
        select * from unnest(${column('term_hash')}, ${column('tm_id')}, ${column('unit_length')}, ${column('unit_id')})
        on conflict do nothing`.execute(db);
    } else {
      const json = JSON.stringify(
        rows.map((row) => [row.term_hash, row.tm_id, row.unit_length, row.unit_id]),
      );
      await sql`insert into tm_unit_terms (term_hash, tm_id, unit_length, unit_id)
        select value ->> 0, value ->> 1, value ->> 2, value ->> 3 from json_each(${json}) where true
        on conflict do nothing`.execute(db);
    }
  }
}

async function addDf(
  db: Kysely<Database>,
  dialect: Dialect,
  counts: { tm_id: number; term_hash: number; df: number }[],
) {
  for (let at = 0; at < counts.length; at += BATCH_ROWS) {
    const rows = counts.slice(at, at + BATCH_ROWS);
    if (dialect === 'postgres') {
      const column = (name: 'tm_id' | 'term_hash' | 'df') =>
        sql`${rows.map((row) => row[name])}::int[]`;
      await sql`insert into tm_term_df (tm_id, term_hash, df)
        select * from unnest(${column('tm_id')}, ${column('term_hash')}, ${column('df')})
        on conflict (tm_id, term_hash) do update set df = tm_term_df.df + excluded.df`.execute(db);
    } else {
      const json = JSON.stringify(rows.map((row) => [row.tm_id, row.term_hash, row.df]));
      await sql`insert into tm_term_df (tm_id, term_hash, df)
        select value ->> 0, value ->> 1, value ->> 2 from json_each(${json}) where true
        on conflict (tm_id, term_hash) do update set df = tm_term_df.df + excluded.df`.execute(db);
    }
  }
}

/** Adds units to the match index (within the caller's transaction). */
export async function indexUnits(
  db: Kysely<Database>,
  dialect: Dialect,
  units: readonly IndexableUnit[],
): Promise<void> {
  if (units.length === 0) return;
  const { postings, df } = postingsOf(units);
  await insertPostings(db, dialect, postings);
  await addDf(db, dialect, df);
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
