import type { FastifyRequest } from 'fastify';
import { format } from '@tessera/contracts';
import { fieldError, HttpError } from '../http/errors.js';
import { BlobTooLarge, type BlobStorage, type StoredBlob } from './blobStorage.js';

export interface UploadRules {
  maxBytes: number;
  /** Whether a file of this name is one the call reads. */
  accepts(fileName: string): boolean;
  messages: { fileRequired: string; wrongType: string; tooLarge: string };
}

export interface Upload extends StoredBlob {
  fileName: string;
}

/** The multipart plugin's error for a file part past its fileSize limit. */
export const isFileTooLarge = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'FST_REQ_FILE_TOO_LARGE';

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * Stores the file of a multipart request (its first file part) in blob storage, streaming it to
 * disk. A missing file, a name the call does not read or a file over the limit answers 400/413
 * and keeps nothing.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: BlobStorage,
  rules: UploadRules,
): Promise<Upload> {
  const missing = () => fieldError('file', rules.messages.fileRequired);
  if (!request.isMultipart()) throw missing();
  const part = await request.file({ limits: { fileSize: rules.maxBytes } });
  if (!part) throw missing();
  if (!rules.accepts(part.filename)) {
    part.file.resume();
    throw fieldError('file', rules.messages.wrongType);
  }
  const tooLarge = () =>
    new HttpError(
      413,
      'PayloadTooLarge',
      format(rules.messages.tooLarge, {
        limit: megabytes(rules.maxBytes),
      }),
    );
  let stored: StoredBlob;
  try {
    stored = await storage.put(part.file, { maxBytes: rules.maxBytes });
  } catch (error) {
    if (error instanceof BlobTooLarge) throw tooLarge();
    throw error;
  }
  // Past the limit busboy cuts the file short and ends it normally: the cut copy is not kept.
  if (part.file.truncated) {
    await storage.delete(stored.key);
    throw tooLarge();
  }
  return { ...stored, fileName: part.filename };
}
