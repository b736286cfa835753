import type { FastifyRequest } from 'fastify';
import {
  assetStoreMessages,
  format,
  TM_IMPORT_MAX_BYTES,
  type BackgroundTask,
  type ImportResult,
} from '@tessera/contracts';
import { FilterError } from '@tessera/filters';
import { z } from 'zod';
import { isoNow } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { AuthContext } from '../../http/auth.js';
import { BlobNotFound, openBlobStorage, type BlobStorage } from '../../storage/blobStorage.js';
import { receiveUpload, type Upload } from '../../storage/upload.js';
import { TaskFailure, type TaskInput } from '../../tasks/runner.js';
import { touchTm } from './importQueries.js';
import { throttledProgress } from './progress.js';
import { findTm } from './queries.js';
import { accessibleTm, targetLangsOf } from './service.js';
import { stageUpload, type StagedImport } from './stageUpload.js';
import { tuUnitMapper } from './tuUnits.js';
import { writeStagedUnits } from './writeUnits.js';

export const TM_IMPORT_TASK = 'tmImport';

const Payload = z.object({
  tmId: z.number(),
  blobKey: z.string(),
  fileName: z.string(),
  userName: z.string(),
});
type Payload = z.infer<typeof Payload>;

// Progress: reading the file up to 60 %, writing its units the rest.
const READ_SHARE = 60;

/** Stores the uploaded TMX (or zip of TMX) and queues its import; answers the task. */
export async function startTmImport(
  ctx: AppContext,
  auth: AuthContext,
  tmId: number,
  request: FastifyRequest,
): Promise<BackgroundTask> {
  await accessibleTm(ctx.db.kysely, auth, tmId, 'write');
  const upload = await receiveUpload(request, openBlobStorage(ctx.config), {
    maxBytes: TM_IMPORT_MAX_BYTES,
    accepts: (name) => /\.(tmx|zip)$/i.test(name),
    messages: {
      fileRequired: assetStoreMessages.tmFileRequired,
      wrongType: assetStoreMessages.tmFileType,
      tooLarge: assetStoreMessages.fileTooLarge,
    },
  });
  return queueTmImport(ctx, { ...auth, userName: auth.session.user.userName }, tmId, upload);
}

/** Queues the import of a stored upload; the task owns the blob from here on and deletes it. */
export async function queueTmImport(
  ctx: AppContext,
  requester: { organizationId: number; userId: number; userName: string },
  tmId: number,
  upload: Upload,
): Promise<BackgroundTask> {
  const payload: Payload = {
    tmId,
    blobKey: upload.key,
    fileName: upload.fileName,
    userName: requester.userName,
  };
  try {
    return await ctx.tasks.enqueue({
      organizationId: requester.organizationId,
      type: TM_IMPORT_TASK,
      payload,
      createdBy: requester.userId,
    });
  } catch (error) {
    await openBlobStorage(ctx.config).delete(upload.key);
    throw error;
  }
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
  const tm = await findTm(db, payload.tmId);
  if (!tm || tm.organization_id !== task.organizationId) {
    throw new TaskFailure(assetStoreMessages.tmGone);
  }
  const targetLangs = targetLangsOf(tm);
  const toUnits = tuUnitMapper(tm.source_lang, targetLangs, {
    userName: payload.userName,
    now: isoNow(ctx.clock),
  });
  const upload = { key: payload.blobKey, fileName: payload.fileName };
  let staged: StagedImport;
  try {
    staged = await stageUpload(storage, upload, toUnits, throttledProgress(task, 0, READ_SHARE));
  } catch (error) {
    if (error instanceof FilterError) throw new TaskFailure(error.message);
    if (error instanceof BlobNotFound) throw new TaskFailure(assetStoreMessages.uploadGone);
    throw error;
  }
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
    const inserted = await writeStagedUnits(
      ctx.db,
      storage,
      staged,
      tm.id,
      throttledProgress(task, READ_SHARE, 100),
    );
    await touchTm(db, tm.id, isoNow(ctx.clock));
    return { imported: inserted, skipped: staged.skipped, duplicates: staged.units - inserted };
  } finally {
    await storage.delete(staged.key);
  }
}

export function registerTmImport(ctx: AppContext): void {
  ctx.tasks.register(TM_IMPORT_TASK, async (task) => {
    const payload = Payload.parse(task.payload);
    const storage = openBlobStorage(ctx.config);
    try {
      return await importTmx(ctx, storage, task, payload);
    } finally {
      await storage.delete(payload.blobKey);
    }
  });
}
