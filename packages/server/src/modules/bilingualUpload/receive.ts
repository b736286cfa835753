import type { FastifyRequest } from 'fastify';
import { format, jobMessages, jobServerMessages } from '@tessera/contracts';
import { fieldError, HttpError } from '../../http/errors.js';
import { isFileTooLarge } from '../../storage/upload.js';

export interface BilingualUpload {
  fields: Record<string, string>;
  file: { name: string; bytes: Uint8Array } | undefined;
}

/**
 * Reads the multipart form of a bilingual upload: its text fields and the bilingualFile part,
 * held in memory up to the import limit (a bilingual file is read whole to be compared).
 */
export async function receiveBilingualUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<BilingualUpload> {
  if (!request.isMultipart()) throw fieldError('bilingualFile', jobMessages.bilingualFileRequired);
  const upload: BilingualUpload = { fields: {}, file: undefined };
  let fileName = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        fileName = part.filename;
        const bytes = await part.toBuffer();
        if (part.fieldname === 'bilingualFile' && part.filename)
          upload.file = { name: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (!isFileTooLarge(error)) throw error;
    const limit = Math.round(maxBytes / 1048576);
    throw new HttpError(
      413,
      'PayloadTooLarge',
      format(jobServerMessages.fileTooLargeToImport, { fileName, limit }),
    );
  }
  return upload;
}
