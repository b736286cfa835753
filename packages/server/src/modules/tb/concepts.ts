import crypto from 'node:crypto';
import {
  canonicalJson,
  format,
  termBaseMessages,
  TermStatus,
  type Concept,
  type ConceptInput,
  type ConceptPage,
  type TermsQuery,
} from '@tessera/contracts';
import type { Kysely } from 'kysely';
import { isoNow } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { withUniqueName } from '../setup/index.js';
import {
  conceptIdsWithTerm,
  countConcepts,
  deleteConcept,
  deleteTerms,
  findConcept,
  findConcepts,
  insertConcepts,
  insertTerms,
  termsOf,
  updateConcept,
  updateTerm,
  type ConceptRow,
  type TermRow,
} from './conceptQueries.js';
import { accessibleTb, langsOf } from './service.js';

/** Concepts with their terms, in the order of `rows`. */
export async function presentConcepts(
  db: Kysely<Database>,
  rows: ConceptRow[],
): Promise<Concept[]> {
  const terms = new Map<number, TermRow[]>();
  for (const term of await termsOf(
    db,
    rows.map((row) => row.id),
  )) {
    terms.set(term.concept_id, [...(terms.get(term.concept_id) ?? []), term]);
  }
  return rows.map((row) => ({
    id: row.id,
    definition: row.definition,
    note: row.note,
    domain: row.domain,
    createdBy: row.created_by,
    dateCreated: row.created_at,
    dateModified: row.modified_at,
    terms: (terms.get(row.id) ?? []).map((term) => ({
      id: term.id,
      lang: term.lang,
      text: term.text,
      status: TermStatus.parse(term.status),
      note: term.note,
      usage: term.usage,
    })),
  }));
}

/** A page of concepts having a term that contains `q` (in language `lang` when given). */
export async function searchConcepts(
  ctx: AppContext,
  auth: AuthContext,
  query: TermsQuery,
): Promise<ConceptPage> {
  const db = ctx.db.kysely;
  const tb = await accessibleTb(db, auth, query.id, 'read');
  const filter = {
    tbId: tb.id,
    lang: query.lang || undefined,
    termContains: query.q ? query.q.toLowerCase() : undefined,
  };
  const total = await countConcepts(db, filter);
  const rows = await findConcepts(db, filter, {
    offset: query.page * query.pageSize,
    limit: query.pageSize,
  });
  return {
    concepts: await presentConcepts(db, rows),
    paging: {
      page: query.page,
      pageSize: query.pageSize,
      pages: Math.ceil(total / query.pageSize),
      total,
    },
  };
}

// Each term in one of the term base's languages, once per language, and (on edit) its own.
function checkTerms(langs: string[], input: ConceptInput, ownTermIds: Set<number>): void {
  const seen = new Set<string>();
  input.terms.forEach((term, index) => {
    const key = `${term.lang}\u0000${term.text.toLowerCase()}`;
    if (!langs.includes(term.lang)) {
      throw badRequest([
        {
          field: `terms.${index}.lang`,
          message: format(termBaseMessages.langNotInTermBase, { lang: term.lang }),
        },
      ]);
    }
    if (seen.has(key)) {
      throw badRequest([
        {
          field: `terms.${index}.text`,
          message: format(termBaseMessages.termTwice, { text: term.text, lang: term.lang }),
        },
      ]);
    }
    seen.add(key);
    if (term.id !== undefined && !ownTermIds.has(term.id)) {
      throw badRequest([
        {
          field: `terms.${index}.id`,
          message: format(termBaseMessages.unknownTerm, { termId: term.id }),
        },
      ]);
    }
  });
}

// The same terms in the same languages, whatever their order, statuses and notes.
function termsKey(terms: ReadonlyArray<{ lang: string; text: string }>): string {
  const pairs = terms.map((term) => [term.lang, term.text]).sort();
  return crypto.createHash('sha256').update(canonicalJson(pairs)).digest('hex');
}

/** Refuses a concept whose terms another concept of the term base already has, all and only them. */
async function refuseDuplicate(
  db: Kysely<Database>,
  tbId: number,
  input: ConceptInput,
  exceptId: number,
): Promise<string> {
  const key = termsKey(input.terms);
  const [first] = input.terms;
  const candidates = first ? await conceptIdsWithTerm(db, tbId, first, exceptId) : [];
  const terms = await termsOf(db, candidates);
  for (const id of candidates)
    if (termsKey(terms.filter((term) => term.concept_id === id)) === key)
      throw conflict('terms', termBaseMessages.conceptExists);
  return key;
}

function termValues(term: ConceptInput['terms'][number], now: string) {
  return {
    lang: term.lang,
    text: term.text,
    text_lower: term.text.toLowerCase(),
    status: term.status,
    note: term.note,
    usage: term.usage,
    modified_at: now,
  };
}

export async function addConcept(
  ctx: AppContext,
  auth: AuthContext,
  tbId: number,
  input: ConceptInput,
): Promise<Concept> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const tb = await accessibleTb(trx, auth, tbId, 'write');
    checkTerms(langsOf(tb), input, new Set());
    const termsKey = await refuseDuplicate(trx, tb.id, input, 0);
    const now = isoNow(ctx.clock);
    // The unique (tb_id, terms_key) index refuses the second of two concurrent saves.
    const [id] = await withUniqueName(
      insertConcepts(trx, tb.id, [
        {
          concept: {
            definition: input.definition,
            note: input.note,
            domain: input.domain,
            created_by: auth.session.user.userName,
            created_at: now,
            modified_at: now,
            terms_key: termsKey,
          },
          terms: input.terms.map((term) => ({ ...termValues(term, now), created_at: now })),
        },
      ]),
      'terms',
      termBaseMessages.conceptExists,
    );
    const row = id === undefined ? undefined : await findConcept(trx, tb.id, id);
    if (!row) throw notFound();
    const [concept] = await presentConcepts(trx, [row]);
    if (!concept) throw notFound();
    return concept;
  });
}

/** Replaces a concept's fields and terms: terms sent with an id are kept (and updated), others added, missing ones deleted. */
export async function editConcept(
  ctx: AppContext,
  auth: AuthContext,
  ids: { id: number; conceptId: number },
  input: ConceptInput,
): Promise<Concept> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const tb = await accessibleTb(trx, auth, ids.id, 'write');
    const row = await findConcept(trx, tb.id, ids.conceptId);
    if (!row) throw notFound();
    const existing = await termsOf(trx, [row.id]);
    checkTerms(langsOf(tb), input, new Set(existing.map((term) => term.id)));
    const termsKey = await refuseDuplicate(trx, tb.id, input, row.id);
    const now = isoNow(ctx.clock);
    const kept = new Set(input.terms.flatMap((term) => (term.id === undefined ? [] : [term.id])));
    await deleteTerms(
      trx,
      existing.filter((term) => !kept.has(term.id)).map((term) => term.id),
    );
    for (const term of input.terms) {
      if (term.id !== undefined) await updateTerm(trx, term.id, termValues(term, now));
    }
    await insertTerms(
      trx,
      tb.id,
      row.id,
      input.terms
        .filter((term) => term.id === undefined)
        .map((term) => ({ ...termValues(term, now), created_at: now })),
    );
    const values = {
      definition: input.definition,
      note: input.note,
      domain: input.domain,
      modified_at: now,
      terms_key: termsKey,
    };
    await withUniqueName(
      updateConcept(trx, row.id, values),
      'terms',
      termBaseMessages.conceptExists,
    );
    const [concept] = await presentConcepts(trx, [{ ...row, ...values }]);
    if (!concept) throw notFound();
    return concept;
  });
}

export async function removeConcept(
  ctx: AppContext,
  auth: AuthContext,
  ids: { id: number; conceptId: number },
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const tb = await accessibleTb(trx, auth, ids.id, 'write');
    if (!(await findConcept(trx, tb.id, ids.conceptId))) throw notFound();
    await deleteConcept(trx, ids.conceptId);
  });
}
