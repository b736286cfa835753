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
import { assetOfTask, uploadFields, uploadImportOf } from '../assetStore/index.js';
import { countImportedUnits, deleteImportedUnits, touchTm } from './importQueries.js';
import { throttledProgress } from '../../tasks/progress.js';
import { findTm } from './queries.js';
import { accessibleTm, targetLangsOf } from './service.js';
import { readOnWorker } from './readOnWorker.js';
import { importIndex } from './importIndex.js';
import { writeImportBatch } from './writeUnits.js';

export const TM_IMPORT_TASK = 'tmImport';

const Payload = z.object({ tmId: z.number(), ...uploadFields });
type Payload = z.infer<typeof Payload>;

/**
 * Reads the upload on a worker and writes its units batch by batch as they come, each batch one
 * transaction, and their posting blocks every few batches (importIndex.ts). A bad file (not TMX,
 * broken, hostile) fails the task, whose failure takes away the units written before the fault:
 * all or nothing, as for a crash.
 */
async function importTmx(
  ctx: AppContext,
  _storage: BlobStorage,
  task: TaskInput,
  payload: Payload,
): Promise<ImportResult> {
  const db = ctx.db.kysely;
  const tm = assetOfTask(await findTm(db, payload.tmId), task, assetStoreMessages.tmGone);
  const targetLangs = targetLangsOf(tm);
  const progress = throttledProgress(task, 0, 100);
  // A run after an interruption writes every unit again: the earlier run's last units may not
  // have been indexed (importIndex.ts).
  if ((await countImportedUnits(db, task.id)) > 0) {
    await db.transaction().execute((trx) => deleteImportedUnits(trx, ctx.db.dialect, task.id));
  }
  const index = importIndex(ctx.db, tm.id);
  const counts = await readOnWorker(
    {
      dataDir: ctx.config.dataDir,
      upload: { key: payload.blobKey, fileName: payload.fileName },
      sourceLang: tm.source_lang,
      targetLangs,
      userName: payload.userName,
      now: isoNow(ctx.clock),
      importTaskId: task.id,
    },
    async (batch, read) => {
      await index.add(
        await db
          .transaction()
          .execute((trx) => writeImportBatch(trx, ctx.db.dialect, tm.id, batch)),
      );
      await progress(read);
    },
  ).finally(index.settled);
  await index.write();
  if (counts.translationUnits > 0 && counts.units === 0) {
    throw new TaskFailure(
      format(assetStoreMessages.tmxNoLanguagePair, {
        source: tm.source_lang,
        targets: targetLangs.join(', '),
      }),
    );
  }
  await touchTm(db, tm.id, isoNow(ctx.clock));
  // Counted by their mark: what this run wrote, as an earlier run's units were taken away.
  const inserted = await countImportedUnits(db, task.id);
  return { imported: inserted, skipped: counts.skipped, duplicates: counts.units - inserted };
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
  onFailed: (ctx, task) => deleteImportedUnits(ctx.db.kysely, ctx.db.dialect, task.id),
});

/** Stores the uploaded TMX (or zip of TMX) and queues its import; answers the task. */
export const startTmImport = tmImport.start;
/** Queues the import of a stored upload; the task owns the blob from here on and deletes it. */
export const queueTmImport = tmImport.queue;
export const registerTmImport = tmImport.register;
