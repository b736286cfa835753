import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, TbConceptTable, TbTermTable } from '../../db/schema.js';
import { containsText } from '../../db/containsText.js';

export type ConceptRow = Selectable<TbConceptTable>;
export type TermRow = Selectable<TbTermTable>;
export type NewConcept = Omit<Insertable<TbConceptTable>, 'id' | 'tb_id'>;
export type NewTerm = Omit<Insertable<TbTermTable>, 'id' | 'tb_id' | 'concept_id'>;

export interface ConceptFilter {
  tbId: number;
  lang?: string;
  /** Lower-cased already. */
  termContains?: string;
}

function filtered(db: Kysely<Database>, filter: ConceptFilter) {
  let query = db.selectFrom('tb_concepts as c').where('c.tb_id', '=', filter.tbId);
  const { lang, termContains } = filter;
  if (lang || termContains) {
    query = query.where(({ exists, selectFrom }) => {
      let terms = selectFrom('tb_terms as t').select('t.id').whereRef('t.concept_id', '=', 'c.id');
      if (lang) terms = terms.where('t.lang', '=', lang);
      if (termContains) terms = terms.where(containsText('t.text_lower', termContains));
      return exists(terms);
    });
  }
  return query;
}

export async function countConcepts(db: Kysely<Database>, filter: ConceptFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findConcepts(
  db: Kysely<Database>,
  filter: ConceptFilter,
  page: { offset: number; limit: number },
): Promise<ConceptRow[]> {
  return filtered(db, filter)
    .selectAll('c')
    .orderBy('c.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** The next concepts after `afterId`, for streaming a whole term base out page by page. */
export function conceptsAfter(db: Kysely<Database>, tbId: number, afterId: number, limit: number) {
  return db
    .selectFrom('tb_concepts')
    .selectAll()
    .where('tb_id', '=', tbId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function findConcept(db: Kysely<Database>, tbId: number, conceptId: number) {
  return db
    .selectFrom('tb_concepts')
    .selectAll()
    .where('tb_id', '=', tbId)
    .where('id', '=', conceptId)
    .executeTakeFirst();
}

export async function termsOf(db: Kysely<Database>, conceptIds: number[]): Promise<TermRow[]> {
  if (conceptIds.length === 0) return [];
  return db
    .selectFrom('tb_terms')
    .selectAll()
    .where('concept_id', 'in', conceptIds)
    .orderBy('concept_id')
    .orderBy('id')
    .execute();
}

/** Inserts concepts with their terms and answers the new concept ids in the given order. */
export async function insertConcepts(
  db: Kysely<Database>,
  tbId: number,
  concepts: Array<{ concept: NewConcept; terms: NewTerm[] }>,
): Promise<number[]> {
  if (concepts.length === 0) return [];
  const rows = await db
    .insertInto('tb_concepts')
    .values(concepts.map(({ concept }) => ({ ...concept, tb_id: tbId })))
    .returning('id')
    .execute();
  // Ids of one multi-row insert ascend in row order on both databases; RETURNING's order need not.
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  const terms = concepts.flatMap(({ terms }, index) =>
    terms.map((term) => ({ ...term, tb_id: tbId, concept_id: ids[index] ?? 0 })),
  );
  for (let at = 0; at < terms.length; at += 1000) {
    await db
      .insertInto('tb_terms')
      .values(terms.slice(at, at + 1000))
      .execute();
  }
  return ids;
}

export async function updateConcept(
  db: Kysely<Database>,
  conceptId: number,
  values: Pick<ConceptRow, 'definition' | 'note' | 'domain' | 'modified_at' | 'terms_key'>,
): Promise<void> {
  await db.updateTable('tb_concepts').set(values).where('id', '=', conceptId).execute();
}

export async function updateTerm(
  db: Kysely<Database>,
  termId: number,
  values: Omit<NewTerm, 'created_at'>,
): Promise<void> {
  await db.updateTable('tb_terms').set(values).where('id', '=', termId).execute();
}

export async function deleteTerms(db: Kysely<Database>, termIds: number[]): Promise<void> {
  if (termIds.length === 0) return;
  await db.deleteFrom('tb_terms').where('id', 'in', termIds).execute();
}

export async function insertTerms(
  db: Kysely<Database>,
  tbId: number,
  conceptId: number,
  terms: NewTerm[],
): Promise<void> {
  if (terms.length === 0) return;
  await db
    .insertInto('tb_terms')
    .values(terms.map((term) => ({ ...term, tb_id: tbId, concept_id: conceptId })))
    .execute();
}

export async function deleteConcept(db: Kysely<Database>, conceptId: number): Promise<void> {
  await db.deleteFrom('tb_concepts').where('id', '=', conceptId).execute();
}

/** Every (language, lower-cased text) of a term base, to tell imported concepts it already has. */
export function termKeysOf(db: Kysely<Database>, tbId: number) {
  return db
    .selectFrom('tb_terms')
    .select(['lang', 'text_lower'])
    .where('tb_id', '=', tbId)
    .execute();
}

/** Per language, the most terms one concept has: the column groups a term table needs. */
export function synonymSlotsOf(db: Kysely<Database>, tbId: number) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('tb_terms')
        .select(['lang', (inner) => inner.fn.countAll<number>().as('terms')])
        .where('tb_id', '=', tbId)
        .groupBy(['concept_id', 'lang'])
        .as('per_concept'),
    )
    .select(['lang', (eb) => eb.fn.max<number>('terms').as('slots')])
    .groupBy('lang')
    .execute();
}

/** The concepts of a term base, other than `exceptId`, that have this exact term in this language. */
export async function conceptIdsWithTerm(
  db: Kysely<Database>,
  tbId: number,
  term: { lang: string; text: string },
  exceptId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('tb_terms')
    .select('concept_id')
    .distinct()
    .where('tb_id', '=', tbId)
    .where('lang', '=', term.lang)
    .where('text_lower', '=', term.text.toLowerCase())
    .where('text', '=', term.text)
    .where('concept_id', '<>', exceptId)
    .execute();
  return rows.map((row) => row.concept_id);
}
