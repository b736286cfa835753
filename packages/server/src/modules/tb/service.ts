import {
  assetStoreMessages,
  format,
  serverMessages,
  type TermBase,
  type TermBaseInput,
  type TermBaseListQuery,
} from '@tessera/contracts';
import type { Kysely } from 'kysely';
import { isoNow } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { conflict, fieldError, HttpError, notFound } from '../../http/errors.js';
import type { Access } from '../tm/service.js';
import {
  clientBelongs,
  conceptCountsOf,
  deleteTb,
  findTb,
  insertTb,
  listTbs,
  tbNameTaken,
  termCountsOf,
  updateTb,
  type TbRow,
} from './queries.js';

/**
 * A term base the caller may use: its own organization's, or for reading a public one of another
 * organization. Others answer 404 as if missing; writing to another's public one answers 403.
 */
export async function accessibleTb(
  db: Kysely<Database>,
  auth: Pick<AuthContext, 'organizationId'>,
  id: number,
  access: Access,
): Promise<TbRow> {
  const row = await findTb(db, id);
  const own = row?.organization_id === auth.organizationId;
  if (!row || (!own && row.is_public !== 1)) throw notFound();
  if (access === 'write' && !own) {
    throw new HttpError(
      403,
      'Forbidden',
      format(assetStoreMessages.publicReadOnly, { kind: 'term base' }),
    );
  }
  return row;
}

export function langsOf(row: Pick<TbRow, 'langs'>): string[] {
  return JSON.parse(row.langs) as string[];
}

async function presentAll(db: Kysely<Database>, rows: TbRow[]): Promise<TermBase[]> {
  const ids = rows.map((row) => row.id);
  const terms = new Map<number, Map<string, number>>();
  for (const count of await termCountsOf(db, ids)) {
    const perLang = terms.get(count.tb_id) ?? new Map<string, number>();
    perLang.set(count.lang, Number(count.count));
    terms.set(count.tb_id, perLang);
  }
  const concepts = new Map(
    (await conceptCountsOf(db, ids)).map((count) => [count.tb_id, Number(count.count)]),
  );
  return rows.map((row) => {
    const langs = langsOf(row);
    const perLang = terms.get(row.id);
    return {
      id: row.id,
      name: row.name,
      langs,
      client:
        row.client_id !== null && row.client_name !== null
          ? { id: row.client_id, name: row.client_name }
          : null,
      isPublic: row.is_public === 1,
      createdBy: {
        id: row.created_by,
        userName: row.creator_name ?? '',
        organizationName: row.organization_name,
      },
      dateCreated: row.created_at,
      dateModified: row.updated_at,
      conceptCount: concepts.get(row.id) ?? 0,
      termCounts: Object.fromEntries(langs.map((lang) => [lang, perLang?.get(lang) ?? 0])),
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

async function checkInput(
  db: Kysely<Database>,
  auth: AuthContext,
  input: TermBaseInput,
  id: number,
): Promise<void> {
  if (await tbNameTaken(db, auth.organizationId, input.name, id)) {
    throw conflict('name', serverMessages.nameTaken);
  }
  if (input.clientId !== null && !(await clientBelongs(db, auth.organizationId, input.clientId))) {
    throw fieldError('clientId', assetStoreMessages.unknownClient);
  }
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
  return ctx.db.kysely.transaction().execute(async (trx) => {
    await checkInput(trx, auth, input, 0);
    const id = await insertTb(trx, {
      ...valuesOf(input),
      organization_id: auth.organizationId,
      created_by: auth.userId,
      created_at: isoNow(ctx.clock),
    });
    return { id };
  });
}

// A language that still has terms stays: removing it would silently drop them.
export async function updateTermBase(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  input: TermBaseInput,
): Promise<TermBase> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await accessibleTb(trx, auth, id, 'write');
    await checkInput(trx, auth, input, id);
    const removed = (await termCountsOf(trx, [id])).find(
      (count) => !input.langs.includes(count.lang),
    );
    if (removed) {
      throw conflict(
        'langs',
        format(assetStoreMessages.langHasContent, {
          lang: removed.lang,
          count: Number(removed.count),
        }),
      );
    }
    await updateTb(trx, id, { ...valuesOf(input), updated_at: isoNow(ctx.clock) });
  });
  return getTermBase(ctx, auth, id);
}

export async function deleteTermBase(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await accessibleTb(trx, auth, id, 'write');
    await deleteTb(trx, id);
  });
}
