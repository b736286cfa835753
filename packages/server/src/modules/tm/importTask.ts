import {
  assetStoreMessages,
  format,
  TM_IMPORT_MAX_BYTES,
  type ImportResult,
} from '@tessera/contracts';
import { z } from 'zod';
import { isoNow } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { BlobStorage } from '../../storage/blobStorage.js';
import { TaskFailure, type TaskInput } from '../../tasks/contract.js';
import { runReporting, workerPool } from '../../tasks/workerPool.js';
import { assetOfTask, uploadFields, uploadImportOf } from '../assetStore/index.js';
import { countImportedUnits, deleteImportedUnits, touchTm } from './importQueries.js';
import { throttledProgress } from './progress.js';
import { findTm } from './queries.js';
import { accessibleTm, targetLangsOf } from './service.js';
import type { StagedImport } from './stageUpload.js';
import type { StageOutcome, StageRequest } from './stageWorker.js';
import { writeStagedUnits } from './writeUnits.js';

export const TM_IMPORT_TASK = 'tmImport';

const Payload = z.object({ tmId: z.number(), ...uploadFields });
type Payload = z.infer<typeof Payload>;

// Progress: reading the file up to 60 %, writing its units the rest.
const READ_SHARE = 60;

// Reading a TMX is parsing: one worker thread, so a large or hostile file leaves the server answering.
const stagePool = workerPool<StageRequest, StageOutcome>(
  new URL('./stageWorker.ts', import.meta.url),
  { maxThreads: 1, resourceLimits: { maxOldGenerationSizeMb: 1024 } },
);
const STAGE_TIMEOUT_MS = 30 * 60_000;

/** Stages the upload on the worker; its progress comes back through a message port. */
async function stageOnWorker(
  ctx: AppContext,
  task: TaskInput,
  payload: Payload,
  languages: { sourceLang: string; targetLangs: string[] },
): Promise<StagedImport> {
  const outcome = await runReporting(
    stagePool,
    (progress) => ({
      dataDir: ctx.config.dataDir,
      upload: { key: payload.blobKey, fileName: payload.fileName },
      ...languages,
      userName: payload.userName,
      now: isoNow(ctx.clock),
      progress,
    }),
    throttledProgress(task, 0, READ_SHARE),
    STAGE_TIMEOUT_MS,
  );
  if (!outcome.ok) throw new TaskFailure(outcome.reason);
  return outcome.staged;
}

/**
 * Reads the whole upload into a staging blob first, then writes its units to the memory: a bad
 * file (not TMX, broken, hostile) fails the task before any unit is written.
 */
async function importTmx(
  ctx: AppContext,
  storage: BlobStorage,
  task: TaskInput,
  payload: Payload,
): Promise<ImportResult> {
  const db = ctx.db.kysely;
  const tm = assetOfTask(await findTm(db, payload.tmId), task, assetStoreMessages.tmGone);
  const targetLangs = targetLangsOf(tm);
  const staged = await stageOnWorker(ctx, task, payload, {
    sourceLang: tm.source_lang,
    targetLangs,
  });
  try {
    if (staged.translationUnits > 0 && staged.units === 0) {
      throw new TaskFailure(
        format(assetStoreMessages.tmxNoLanguagePair, {
          source: tm.source_lang,
          targets: targetLangs.join(', '),
        }),
      );
    }
    await task.progress(READ_SHARE);
    await writeStagedUnits(
      ctx.db,
      storage,
      staged,
      { tmId: tm.id, importTaskId: task.id },
      throttledProgress(task, READ_SHARE, 100),
    );
    await touchTm(db, tm.id, isoNow(ctx.clock));
    // Counted by their mark, so units an interrupted earlier run wrote count as imported too.
    const inserted = await countImportedUnits(db, task.id);
    return { imported: inserted, skipped: staged.skipped, duplicates: staged.units - inserted };
  } finally {
    await storage.delete(staged.key);
  }
}

const tmImport = uploadImportOf({
  type: TM_IMPORT_TASK,
  schema: Payload,
  files: {
    maxBytes: TM_IMPORT_MAX_BYTES,
    names: /\.(tmx|zip)$/i,
    required: assetStoreMessages.tmFileRequired,
    wrongType: assetStoreMessages.tmFileType,
  },
  accessible: accessibleTm,
  payloadOf: (tmId, upload) => ({ tmId, ...upload }),
  run: importTmx,
  // All or nothing: an import that ends ERROR (crash, lost database) leaves no unit of its own.
  onFailed: (ctx, task) => deleteImportedUnits(ctx.db.kysely, task.id),
});

/** Stores the uploaded TMX (or zip of TMX) and queues its import; answers the task. */
export const startTmImport = tmImport.start;
/** Queues the import of a stored upload; the task owns the blob from here on and deletes it. */
export const queueTmImport = tmImport.queue;
export const registerTmImport = tmImport.register;
