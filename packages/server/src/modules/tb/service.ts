import type { TermBase, TermBaseInput, TermBaseListQuery } from '@tessera/contracts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import {
  assetStoreOf,
  countsByAsset,
  keepLangsWithContent,
  lookupOf,
  ownershipOf,
  perLanguage,
} from '../assetStore/index.js';
import { conceptCountsOf, findTb, listTbs, termCountsOf, type TbRow } from './queries.js';

const termBases = assetStoreOf('term_bases', findTb, 'term base');

/** A term base the caller may use (see usableAsset). */
export const accessibleTb = termBases.accessible;

export function langsOf(row: Pick<TbRow, 'langs'>): string[] {
  return JSON.parse(row.langs) as string[];
}

async function presentAll(db: Kysely<Database>, rows: TbRow[]): Promise<TermBase[]> {
  const ids = rows.map((row) => row.id);
  const terms = countsByAsset(
    await termCountsOf(db, ids),
    (count) => count.tb_id,
    (count) => count.lang,
    (count) => count.count,
  );
  const concepts = new Map(
    (await conceptCountsOf(db, ids)).map((count) => [count.tb_id, Number(count.count)]),
  );
  return rows.map((row) => {
    const langs = langsOf(row);
    return {
      id: row.id,
      name: row.name,
      langs,
      client: lookupOf(row.client_id, row.client_name),
      ...ownershipOf(row),
      conceptCount: concepts.get(row.id) ?? 0,
      termCounts: perLanguage(langs, terms.get(row.id)),
    };
  });
}

export async function listTermBases(
  ctx: AppContext,
  auth: AuthContext,
  query: TermBaseListQuery,
): Promise<TermBase[]> {
  const rows = await listTbs(ctx.db.kysely, auth.organizationId, query.q);
  const { lang } = query;
  return presentAll(ctx.db.kysely, lang ? rows.filter((row) => langsOf(row).includes(lang)) : rows);
}

export async function getTermBase(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<TermBase> {
  const row = await accessibleTb(ctx.db.kysely, auth, id, 'read');
  const [presented] = await presentAll(ctx.db.kysely, [row]);
  if (!presented) throw notFound();
  return presented;
}

function valuesOf(input: TermBaseInput) {
  return {
    name: input.name,
    langs: JSON.stringify(input.langs),
    client_id: input.clientId,
    is_public: input.isPublic ? 1 : 0,
  };
}

export async function createTermBase(
  ctx: AppContext,
  auth: AuthContext,
  input: TermBaseInput,
): Promise<{ id: number }> {
  return termBases.create(
    ctx,
    auth,
    (trx) => termBases.checkInput(trx, auth.organizationId, input, 0),
    valuesOf(input),
  );
}

// A language that still has terms stays: removing it would silently drop them.
export async function updateTermBase(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  input: TermBaseInput,
): Promise<TermBase> {
  await termBases.update(
    ctx,
    id,
    async (trx) => {
      await accessibleTb(trx, auth, id, 'write');
      await termBases.checkInput(trx, auth.organizationId, input, id);
      keepLangsWithContent(
        'langs',
        input.langs,
        await termCountsOf(trx, [id]),
        (count) => count.lang,
      );
    },
    valuesOf(input),
  );
  return getTermBase(ctx, auth, id);
}

export async function deleteTermBase(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<void> {
  await termBases.remove(ctx, auth, id);
}
