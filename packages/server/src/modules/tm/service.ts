import {
  assetStoreMessages,
  format,
  serverMessages,
  type TranslationMemory,
  type TranslationMemoryInput,
  type TranslationMemoryListQuery,
} from '@tessera/contracts';
import type { Kysely } from 'kysely';
import { isoNow } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { conflict, fieldError, HttpError, notFound } from '../../http/errors.js';
import {
  deleteTm,
  findTm,
  insertTm,
  listTms,
  lookupBelongs,
  tmNameTaken,
  unitCountsOf,
  updateTm,
  type TmRow,
} from './queries.js';

export type Access = 'read' | 'write';

/**
 * A memory the caller may use: its own organization's, or for reading a public one of another
 * organization. Others answer 404 as if missing; writing to another's public one answers 403.
 */
export async function accessibleTm(
  db: Kysely<Database>,
  auth: Pick<AuthContext, 'organizationId'>,
  id: number,
  access: Access,
): Promise<TmRow> {
  const row = await findTm(db, id);
  const own = row?.organization_id === auth.organizationId;
  if (!row || (!own && row.is_public !== 1)) throw notFound();
  if (access === 'write' && !own) {
    throw new HttpError(
      403,
      'Forbidden',
      format(assetStoreMessages.publicReadOnly, { kind: 'translation memory' }),
    );
  }
  return row;
}

export function targetLangsOf(row: Pick<TmRow, 'target_langs'>): string[] {
  return JSON.parse(row.target_langs) as string[];
}

function present(row: TmRow, counts: Map<string, number>): TranslationMemory {
  const targetLangs = targetLangsOf(row);
  return {
    id: row.id,
    name: row.name,
    sourceLang: row.source_lang,
    targetLangs,
    client:
      row.client_id !== null && row.client_name !== null
        ? { id: row.client_id, name: row.client_name }
        : null,
    subject:
      row.subject_id !== null && row.subject_name !== null
        ? { id: row.subject_id, name: row.subject_name }
        : null,
    isPublic: row.is_public === 1,
    createdBy: {
      id: row.created_by,
      userName: row.creator_name ?? '',
      organizationName: row.organization_name,
    },
    dateCreated: row.created_at,
    dateModified: row.updated_at,
    unitCounts: Object.fromEntries(targetLangs.map((lang) => [lang, counts.get(lang) ?? 0])),
  };
}

async function presentAll(db: Kysely<Database>, rows: TmRow[]): Promise<TranslationMemory[]> {
  const counts = new Map<number, Map<string, number>>();
  for (const count of await unitCountsOf(
    db,
    rows.map((row) => row.id),
  )) {
    const perLang = counts.get(count.tm_id) ?? new Map<string, number>();
    perLang.set(count.target_lang, Number(count.count));
    counts.set(count.tm_id, perLang);
  }
  return rows.map((row) => present(row, counts.get(row.id) ?? new Map()));
}

export async function listTranslationMemories(
  ctx: AppContext,
  auth: AuthContext,
  query: TranslationMemoryListQuery,
): Promise<TranslationMemory[]> {
  const rows = await listTms(ctx.db.kysely, auth.organizationId, {
    nameContains: query.q,
    sourceLang: query.sourceLang,
  });
  const { targetLang } = query;
  const matching = targetLang
    ? rows.filter((row) => targetLangsOf(row).includes(targetLang))
    : rows;
  return presentAll(ctx.db.kysely, matching);
}

export async function getTranslationMemory(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<TranslationMemory> {
  const row = await accessibleTm(ctx.db.kysely, auth, id, 'read');
  const [presented] = await presentAll(ctx.db.kysely, [row]);
  if (!presented) throw notFound();
  return presented;
}

async function checkInput(
  db: Kysely<Database>,
  auth: Pick<AuthContext, 'organizationId'>,
  input: TranslationMemoryInput,
  id: number,
): Promise<void> {
  if (await tmNameTaken(db, auth.organizationId, input.name, id)) {
    throw conflict('name', serverMessages.nameTaken);
  }
  if (
    input.clientId !== null &&
    !(await lookupBelongs(db, 'clients', auth.organizationId, input.clientId))
  ) {
    throw fieldError('clientId', assetStoreMessages.unknownClient);
  }
  if (
    input.subjectId !== null &&
    !(await lookupBelongs(db, 'subjects', auth.organizationId, input.subjectId))
  ) {
    throw fieldError('subjectId', assetStoreMessages.unknownSubject);
  }
}

function valuesOf(input: TranslationMemoryInput) {
  return {
    name: input.name,
    source_lang: input.sourceLang,
    target_langs: JSON.stringify(input.targetLangs),
    client_id: input.clientId,
    subject_id: input.subjectId,
    is_public: input.isPublic ? 1 : 0,
  };
}

export async function createTranslationMemory(
  ctx: AppContext,
  auth: Pick<AuthContext, 'organizationId' | 'userId'>,
  input: TranslationMemoryInput,
): Promise<{ id: number }> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    await checkInput(trx, auth, input, 0);
    const id = await insertTm(trx, {
      ...valuesOf(input),
      organization_id: auth.organizationId,
      created_by: auth.userId,
      created_at: isoNow(ctx.clock),
    });
    return { id };
  });
}

// The source language is fixed once there are units; a target language with units stays.
export async function updateTranslationMemory(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  input: TranslationMemoryInput,
): Promise<TranslationMemory> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await accessibleTm(trx, auth, id, 'write');
    await checkInput(trx, auth, input, id);
    const counts = await unitCountsOf(trx, [id]);
    if (input.sourceLang !== row.source_lang && counts.length > 0) {
      throw fieldError('sourceLang', assetStoreMessages.sourceLangFixed);
    }
    const removed = counts.find((count) => !input.targetLangs.includes(count.target_lang));
    if (removed) {
      throw conflict(
        'targetLangs',
        format(assetStoreMessages.langHasContent, {
          lang: removed.target_lang,
          count: Number(removed.count),
        }),
      );
    }
    await updateTm(trx, id, { ...valuesOf(input), updated_at: isoNow(ctx.clock) });
  });
  return getTranslationMemory(ctx, auth, id);
}

export async function deleteTranslationMemory(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await accessibleTm(trx, auth, id, 'write');
    await deleteTm(trx, id);
  });
}
