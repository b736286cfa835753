import type { MessagePort } from 'node:worker_threads';
import { assetStoreMessages } from '@tessera/contracts';
// The filters' error alone: an import worker loads only the filter it reads with.
import { FilterError } from '@tessera/filters/types';
import { BlobNotFound } from '../storage/blobStorage.js';

/** What an import worker tells of its upload: what it read, or why the upload is refused. */
export type UploadOutcome<Read extends object> =
  ({ ok: true } & Read) | { ok: false; reason: string };

/** What an import worker tells of a file the filters refuse or an upload that is gone; else undefined. */
function uploadRefusal(error: unknown): string | undefined {
  if (error instanceof FilterError) return error.message;
  if (error instanceof BlobNotFound) return assetStoreMessages.uploadGone;
  return undefined;
}

/** Runs an import worker's read of an upload, then closes its progress port; other errors throw. */
export async function uploadOutcome<Read extends object>(
  progress: MessagePort,
  read: () => Promise<Read>,
): Promise<UploadOutcome<Read>> {
  try {
    return { ok: true as const, ...(await read()) };
  } catch (error) {
    const reason = uploadRefusal(error);
    if (reason === undefined) throw error;
    return { ok: false, reason };
  } finally {
    progress.close();
  }
}
