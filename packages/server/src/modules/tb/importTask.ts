import type { FastifyRequest } from 'fastify';
import {
  assetStoreMessages,
  format,
  TB_IMPORT_MAX_BYTES,
  termBaseMessages,
  type BackgroundTask,
  type ImportResult,
} from '@tessera/contracts';
import {
  FilterError,
  readTbx,
  readTermCsv,
  readTermXlsx,
  type ByteSource,
  type TermConcept,
} from '@tessera/filters';
import { z } from 'zod';
import { isoNow } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { AuthContext } from '../../http/auth.js';
import { BlobNotFound, openBlobStorage, type BlobStorage } from '../../storage/blobStorage.js';
import { receiveUpload } from '../../storage/upload.js';
import { TaskFailure, type TaskInput } from '../../tasks/runner.js';
import { countedBytes, throttledProgress } from '../tm/progress.js';
import { insertConcepts, termKeysOf } from './conceptQueries.js';
import { conceptsForTermBase } from './importedConcepts.js';
import { findTb, updateTb } from './queries.js';
import { accessibleTb, langsOf } from './service.js';

export const TB_IMPORT_TASK = 'tbImport';

const Payload = z.object({
  tbId: z.number(),
  blobKey: z.string(),
  fileName: z.string(),
  userName: z.string(),
});
type Payload = z.infer<typeof Payload>;

// An XLSX is unpacked in memory to check it before ExcelJS reads it.
const XLSX_MAX_UNZIPPED_BYTES = 256 * 1024 * 1024;
const CONCEPTS_PER_INSERT = 500;
const READ_SHARE = 80;

/** Stores the uploaded TBX, CSV or XLSX and queues its import; answers the task. */
export async function startTbImport(
  ctx: AppContext,
  auth: AuthContext,
  tbId: number,
  request: FastifyRequest,
): Promise<BackgroundTask> {
  await accessibleTb(ctx.db.kysely, auth, tbId, 'write');
  const storage = openBlobStorage(ctx.config);
  const upload = await receiveUpload(request, storage, {
    maxBytes: TB_IMPORT_MAX_BYTES,
    accepts: (name) => /\.(tbx|csv|tsv|xlsx)$/i.test(name),
    messages: {
      fileRequired: termBaseMessages.tbFileRequired,
      wrongType: termBaseMessages.tbFileType,
      tooLarge: assetStoreMessages.fileTooLarge,
    },
  });
  const payload: Payload = {
    tbId,
    blobKey: upload.key,
    fileName: upload.fileName,
    userName: auth.session.user.userName,
  };
  try {
    return await ctx.tasks.enqueue({
      organizationId: auth.organizationId,
      type: TB_IMPORT_TASK,
      payload,
      createdBy: auth.userId,
    });
  } catch (error) {
    await storage.delete(upload.key);
    throw error;
  }
}

function conceptsOfFile(fileName: string, bytes: ByteSource): AsyncIterable<TermConcept> {
  if (/\.tbx$/i.test(fileName)) return readTbx(bytes);
  if (/\.xlsx$/i.test(fileName)) return readTermXlsx(bytes, XLSX_MAX_UNZIPPED_BYTES);
  return readTermCsv(bytes);
}

/** Reads every concept of the file (bounded by the upload limit) before writing any. */
async function readConcepts(
  storage: BlobStorage,
  payload: Payload,
  progress: (fraction: number) => Promise<void>,
): Promise<TermConcept[]> {
  const totalBytes = await storage.size(payload.blobKey);
  let bytesRead = 0;
  const bytes = countedBytes(await storage.get(payload.blobKey), (count) => (bytesRead += count));
  const concepts: TermConcept[] = [];
  for await (const concept of conceptsOfFile(payload.fileName, bytes)) {
    concepts.push(concept);
    await progress(bytesRead / Math.max(totalBytes, 1));
  }
  return concepts;
}

/** Reads the whole file, then adds its new concepts to the term base in one transaction. */
async function importTermBase(
  ctx: AppContext,
  storage: BlobStorage,
  task: TaskInput,
  payload: Payload,
): Promise<ImportResult> {
  const db = ctx.db.kysely;
  const tb = await findTb(db, payload.tbId);
  if (!tb || tb.organization_id !== task.organizationId) {
    throw new TaskFailure(termBaseMessages.tbGone);
  }
  let concepts: TermConcept[];
  try {
    concepts = await readConcepts(storage, payload, throttledProgress(task, 0, READ_SHARE));
  } catch (error) {
    if (error instanceof FilterError) throw new TaskFailure(error.message);
    if (error instanceof BlobNotFound) throw new TaskFailure(assetStoreMessages.uploadGone);
    throw error;
  }
  await task.progress(READ_SHARE);
  const langs = langsOf(tb);
  const now = isoNow(ctx.clock);
  return db.transaction().execute(async (trx) => {
    const known = new Set(
      (await termKeysOf(trx, tb.id)).map((t) => `${t.lang}\u0000${t.text_lower}`),
    );
    const sorted = conceptsForTermBase(concepts, langs, known, { userName: payload.userName, now });
    if (concepts.length > 0 && !sorted.anyLanguageMatched) {
      throw new TaskFailure(
        format(termBaseMessages.noTermBaseLanguage, { langs: langs.join(', ') }),
      );
    }
    for (let at = 0; at < sorted.toInsert.length; at += CONCEPTS_PER_INSERT) {
      await insertConcepts(trx, tb.id, sorted.toInsert.slice(at, at + CONCEPTS_PER_INSERT));
    }
    await updateTb(trx, tb.id, { updated_at: now });
    return {
      imported: sorted.toInsert.length,
      skipped: sorted.skipped,
      duplicates: sorted.duplicates,
    };
  });
}

export function registerTbImport(ctx: AppContext): void {
  ctx.tasks.register(TB_IMPORT_TASK, async (task) => {
    const payload = Payload.parse(task.payload);
    const storage = openBlobStorage(ctx.config);
    try {
      return await importTermBase(ctx, storage, task, payload);
    } finally {
      await storage.delete(payload.blobKey);
    }
  });
}
