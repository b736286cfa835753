import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { assignmentMessages, format } from '@tessera/contracts';
import { fieldError, HttpError } from '../../http/errors.js';
import { BlobTooLarge, type BlobStorage, type StoredBlob } from '../../storage/blobStorage.js';
import { isFileTooLarge } from '../../storage/upload.js';

/** The text fields of an Add reference form and its file, already in blob storage. */
export interface ReferenceForm {
  fields: Record<string, string>;
  file: (StoredBlob & { name: string }) | undefined;
}

function readableSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

const tooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    'PayloadTooLarge',
    format(assignmentMessages.referenceTooLarge, { limit: readableSize(maxBytes) }),
  );

// Busboy cuts a file at the limit and the multipart plugin may also raise its own error for it.
const isSizeError = (error: unknown) => error instanceof BlobTooLarge || isFileTooLarge(error);

/**
 * Reads a multipart Add reference form, streaming its file (one at most) into blob storage.
 * A file over maxBytes answers 413 and, like any other failure, keeps nothing.
 */
export async function receiveReferenceForm(
  request: FastifyRequest,
  storage: BlobStorage,
  maxBytes: number,
): Promise<ReferenceForm> {
  const form: ReferenceForm = { fields: {}, file: undefined };
  if (!request.isMultipart()) return form;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      // A form's empty file input still sends a part, with no file name.
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      if (form.file || part.fieldname !== 'file') {
        part.file.resume();
        throw fieldError('file', assignmentMessages.referenceOneFile);
      }
      const stored = await storage.put(part.file, { maxBytes });
      form.file = { ...stored, name: path.basename(part.filename.replaceAll('\\', '/')) };
      if (part.file.truncated) throw new BlobTooLarge(maxBytes);
    }
  } catch (error) {
    if (form.file) await storage.delete(form.file.key);
    throw isSizeError(error) ? tooLarge(maxBytes) : error;
  }
  return form;
}
