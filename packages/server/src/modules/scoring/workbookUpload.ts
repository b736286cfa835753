import type { FastifyRequest } from 'fastify';
import { format, SCORING_WORKBOOK_MAX_BYTES, scoringMessages } from '@tessera/contracts';
import { FilterError, firstSheetRows } from '@tessera/filters';
import { fieldError, HttpError } from '../../http/errors.js';
import { isFileTooLarge } from '../../storage/upload.js';
import type { SheetRow } from './modelWorkbook.js';

// A workbook of a few sheets of text unpacks to little: more is a zip bomb, refused unread.
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

/**
 * The first sheet's rows of the .xlsx in the multipart field `field`: a missing file, another
 * type, an oversized file or one that is no workbook answers 400 or 413 and reads nothing more.
 */
export async function readWorkbookUpload(
  request: FastifyRequest,
  field: 'scoringFileName' | 'mappingsFileName',
  fileRequired: string,
): Promise<SheetRow[]> {
  let bytes: Buffer | undefined;
  if (request.isMultipart()) {
    try {
      const limits = { fileSize: SCORING_WORKBOOK_MAX_BYTES, files: 1 };
      for await (const part of request.parts({ limits })) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== field) {
          part.file.resume();
          continue;
        }
        if (!part.filename.toLowerCase().endsWith('.xlsx')) {
          part.file.resume();
          throw fieldError(field, scoringMessages.xlsxOnly);
        }
        bytes = await part.toBuffer();
      }
    } catch (error) {
      if (!isFileTooLarge(error)) throw error;
      const message = format(scoringMessages.fileTooLarge, { limit: '5 MB' });
      throw new HttpError(413, 'PayloadTooLarge', message, [{ field, message }]);
    }
  }
  if (!bytes || bytes.length === 0) throw fieldError(field, fileRequired);
  try {
    return firstSheetRows(bytes, MAX_UNPACKED_BYTES);
  } catch (error) {
    if (error instanceof FilterError) throw fieldError(field, error.message);
    throw error;
  }
}
