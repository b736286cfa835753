import type { FastifyRequest } from 'fastify';
import { SRX_MAX_BYTES, setupMessages } from '@tessera/contracts';
import { HttpError } from '../../../http/errors.js';
import { isFileTooLarge } from '../../../storage/upload.js';

export interface SrxUpload {
  fields: Record<string, string>;
  /** The text of the part named file; undefined when none came. */
  xml: string | undefined;
}

// Reads the multipart form of an SRX import: the file (UTF-8, as SRX files are) and its text fields.
export async function readSrxUpload(request: FastifyRequest): Promise<SrxUpload> {
  const upload: SrxUpload = { fields: {}, xml: undefined };
  if (!request.isMultipart()) return upload;
  try {
    for await (const part of request.parts({ limits: { fileSize: SRX_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') upload.xml = new TextDecoder().decode(bytes);
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (!isFileTooLarge(error)) throw error;
    throw new HttpError(413, 'PayloadTooLarge', setupMessages.srxTooLarge, [
      { field: 'file', message: setupMessages.srxTooLarge },
    ]);
  }
  return upload;
}
