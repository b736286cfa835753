import {
  assetStoreMessages,
  type TranslationMemory,
  type TranslationMemoryInput,
  type TranslationMemoryListQuery,
} from '@tessera/contracts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { fieldError, notFound } from '../../http/errors.js';
import {
  assetStoreOf,
  countsByAsset,
  keepLangsWithContent,
  lookupBelongs,
  lookupOf,
  ownershipOf,
  perLanguage,
} from '../assetStore/index.js';
import { findTm, listTms, unitCountsOf, type TmRow } from './queries.js';

const memories = assetStoreOf('translation_memories', findTm, 'translation memory');

/** A memory the caller may use (see usableAsset). */
export const accessibleTm = memories.accessible;

export function targetLangsOf(row: Pick<TmRow, 'target_langs'>): string[] {
  return JSON.parse(row.target_langs) as string[];
}

function present(row: TmRow, counts: Map<string, number> | undefined): TranslationMemory {
  const targetLangs = targetLangsOf(row);
  return {
    id: row.id,
    name: row.name,
    sourceLang: row.source_lang,
    targetLangs,
    client: lookupOf(row.client_id, row.client_name),
    subject: lookupOf(row.subject_id, row.subject_name),
    ...ownershipOf(row),
    unitCounts: perLanguage(targetLangs, counts),
  };
}

async function presentAll(db: Kysely<Database>, rows: TmRow[]): Promise<TranslationMemory[]> {
  const counts = countsByAsset(
    await unitCountsOf(
      db,
      rows.map((row) => row.id),
    ),
    (count) => count.tm_id,
    (count) => count.target_lang,
    (count) => count.count,
  );
  return rows.map((row) => present(row, counts.get(row.id)));
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
  await memories.checkInput(db, auth.organizationId, input, id);
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
  return memories.create(ctx, auth, (trx) => checkInput(trx, auth, input, 0), valuesOf(input));
}

// The source language is fixed once there are units; a target language with units stays.
export async function updateTranslationMemory(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  input: TranslationMemoryInput,
): Promise<TranslationMemory> {
  await memories.update(
    ctx,
    id,
    async (trx) => {
      const row = await accessibleTm(trx, auth, id, 'write');
      await checkInput(trx, auth, input, id);
      const counts = await unitCountsOf(trx, [id]);
      if (input.sourceLang !== row.source_lang && counts.length > 0) {
        throw fieldError('sourceLang', assetStoreMessages.sourceLangFixed);
      }
      keepLangsWithContent('targetLangs', input.targetLangs, counts, (count) => count.target_lang);
    },
    valuesOf(input),
  );
  return getTranslationMemory(ctx, auth, id);
}

export async function deleteTranslationMemory(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<void> {
  await memories.remove(ctx, auth, id);
}
