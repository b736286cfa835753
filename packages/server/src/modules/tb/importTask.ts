import {
  format,
  TB_IMPORT_MAX_BYTES,
  termBaseMessages,
  type ImportResult,
} from '@tessera/contracts';
import { z } from 'zod';
import { isoNow } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { BlobStorage } from '../../storage/blobStorage.js';
import { TaskFailure, type TaskInput } from '../../tasks/contract.js';
import { runReporting, workerPool } from '../../tasks/workerPool.js';
import { assetOfTask, updateAsset, uploadFields, uploadImportOf } from '../assetStore/index.js';
import { throttledProgress } from '../../tasks/progress.js';
import { insertConcepts, termKeysOf } from './conceptQueries.js';
import { conceptsForTermBase } from './importedConcepts.js';
import { findTb } from './queries.js';
import type { ReadOutcome, ReadRequest } from './readWorker.js';
import { accessibleTb, langsOf } from './service.js';

export const TB_IMPORT_TASK = 'tbImport';

const Payload = z.object({ tbId: z.number(), ...uploadFields });
type Payload = z.infer<typeof Payload>;

const CONCEPTS_PER_INSERT = 500;
const READ_SHARE = 80;

// Reading a term base file is parsing: one worker thread, so the server keeps answering.
const readPool = workerPool<ReadRequest, ReadOutcome>(new URL('./readWorker.ts', import.meta.url), {
  maxThreads: 1,
  resourceLimits: { maxOldGenerationSizeMb: 1024 },
});
const READ_TIMEOUT_MS = 30 * 60_000;

/** Reads every concept of the file on the worker; its progress comes back through a port. */
async function readConcepts(ctx: AppContext, task: TaskInput, payload: Payload) {
  const outcome = await runReporting(
    readPool,
    (progress) => ({
      dataDir: ctx.config.dataDir,
      blobKey: payload.blobKey,
      fileName: payload.fileName,
      progress,
    }),
    throttledProgress(task, 0, READ_SHARE),
    READ_TIMEOUT_MS,
  );
  if (!outcome.ok) throw new TaskFailure(outcome.reason);
  return outcome.concepts;
}

/** Reads the whole file, then adds its new concepts to the term base in one transaction. */
async function importTermBase(
  ctx: AppContext,
  storage: BlobStorage,
  task: TaskInput,
  payload: Payload,
): Promise<ImportResult> {
  const db = ctx.db.kysely;
  const tb = assetOfTask(await findTb(db, payload.tbId), task, termBaseMessages.tbGone);
  const concepts = await readConcepts(ctx, task, payload);
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
    await updateAsset(trx, 'term_bases', tb.id, { updated_at: now });
    return {
      imported: sorted.toInsert.length,
      skipped: sorted.skipped,
      duplicates: sorted.duplicates,
    };
  });
}

const tbImport = uploadImportOf({
  type: TB_IMPORT_TASK,
  schema: Payload,
  files: {
    maxBytes: TB_IMPORT_MAX_BYTES,
    names: /\.(tbx|csv|tsv|xlsx)$/i,
    required: termBaseMessages.tbFileRequired,
    wrongType: termBaseMessages.tbFileType,
  },
  accessible: accessibleTb,
  payloadOf: (tbId, upload) => ({ tbId, ...upload }),
  run: importTermBase,
});

/** Stores the uploaded TBX, CSV or XLSX and queues its import; answers the task. */
export const startTbImport = tbImport.start;
export const registerTbImport = tbImport.register;
