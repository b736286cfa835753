import { assetStoreMessages } from '@tessera/contracts';
import { FilterError } from '@tessera/filters';
import { BlobNotFound } from '../../storage/blobStorage.js';

/** What an import worker tells of a file the filters refuse or an upload that is gone; else undefined. */
export function uploadRefusal(error: unknown): string | undefined {
  if (error instanceof FilterError) return error.message;
  if (error instanceof BlobNotFound) return assetStoreMessages.uploadGone;
  return undefined;
}
