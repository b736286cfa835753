import type { FastifyRequest } from 'fastify';
import { assetStoreMessages, type BackgroundTask, type ImportResult } from '@tessera/contracts';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { openBlobStorage, type BlobStorage } from '../../storage/blobStorage.js';
import { receiveUpload, type Upload } from '../../storage/upload.js';
import { TaskFailure, type FailedTask, type TaskInput } from '../../tasks/contract.js';
import type { SharedAsset } from './access.js';

/** What an import task knows of its upload besides the asset it imports into. */
export const uploadFields = {
  blobKey: z.string(),
  fileName: z.string(),
  userName: z.string(),
};

export interface UploadFields {
  blobKey: string;
  fileName: string;
  userName: string;
}

export interface ImportRequester {
  organizationId: number;
  userId: number;
  userName: string;
}

export interface UploadImportSpec<Payload extends UploadFields> {
  /** The task type. */
  type: string;
  schema: z.ZodType<Payload>;
  /** The size limit and names of the files the import reads, and the messages for the others. */
  files: { maxBytes: number; names: RegExp; required: string; wrongType: string };
  /** The asset's access check: answers 404/403 where the caller may not write to it. */
  accessible(
    db: Kysely<Database>,
    auth: Pick<AuthContext, 'organizationId'>,
    assetId: number,
    access: 'write',
  ): Promise<unknown>;
  /** The task's payload: the asset's id under its own name and the upload's fields. */
  payloadOf(assetId: number, upload: UploadFields): Payload;
  /** Undoes what a failed import wrote (it ended ERROR, also after a crash). */
  onFailed?(ctx: AppContext, task: FailedTask): Promise<void>;
  /** Imports the file; the uploaded blob is deleted once the task has ended, whatever the outcome. */
  run(
    ctx: AppContext,
    storage: BlobStorage,
    task: TaskInput,
    payload: Payload,
  ): Promise<ImportResult>;
}

/**
 * The staged-upload import of an asset (translation memory, term base): the request's file is
 * stored as a blob, a background task is queued that owns the blob, reads it and deletes it.
 */
export function uploadImportOf<Payload extends UploadFields>(spec: UploadImportSpec<Payload>) {
  /** Queues the import of a stored upload; the task owns the blob from here on and deletes it. */
  async function queue(
    ctx: AppContext,
    requester: ImportRequester,
    assetId: number,
    upload: Upload,
  ): Promise<BackgroundTask> {
    const payload = spec.payloadOf(assetId, {
      blobKey: upload.key,
      fileName: upload.fileName,
      userName: requester.userName,
    });
    try {
      return await ctx.tasks.enqueue({
        organizationId: requester.organizationId,
        type: spec.type,
        payload,
        createdBy: requester.userId,
      });
    } catch (error) {
      await openBlobStorage(ctx.config).delete(upload.key);
      throw error;
    }
  }

  return {
    queue,

    /** Stores the uploaded file and queues its import; answers the task. */
    async start(
      ctx: AppContext,
      auth: AuthContext,
      assetId: number,
      request: FastifyRequest,
    ): Promise<BackgroundTask> {
      await spec.accessible(ctx.db.kysely, auth, assetId, 'write');
      const upload = await receiveUpload(request, openBlobStorage(ctx.config), {
        maxBytes: spec.files.maxBytes,
        accepts: (name) => spec.files.names.test(name),
        messages: {
          fileRequired: spec.files.required,
          wrongType: spec.files.wrongType,
          tooLarge: assetStoreMessages.fileTooLarge,
        },
      });
      return queue(ctx, { ...auth, userName: auth.session.user.userName }, assetId, upload);
    },

    register(ctx: AppContext): void {
      const storage = openBlobStorage(ctx.config);
      // The upload stays while a retry may still read it, and goes once the task has ended.
      ctx.tasks.register(
        spec.type,
        async (task) => {
          const payload = spec.schema.parse(task.payload);
          try {
            const result = await spec.run(ctx, storage, task, payload);
            await storage.delete(payload.blobKey);
            return result;
          } catch (error) {
            if (error instanceof TaskFailure) await storage.delete(payload.blobKey);
            throw error;
          }
        },
        {
          onFailed: async (task) => {
            await spec.onFailed?.(ctx, task);
            await storage.delete(spec.schema.parse(task.payload).blobKey);
          },
        },
      );
    },
  };
}

/** The asset an import task writes to, or the task fails where it is gone (or not the task's). */
export function assetOfTask<Row extends SharedAsset>(
  row: Row | undefined,
  task: TaskInput,
  goneMessage: string,
): Row {
  if (!row || row.organization_id !== task.organizationId) throw new TaskFailure(goneMessage);
  return row;
}
