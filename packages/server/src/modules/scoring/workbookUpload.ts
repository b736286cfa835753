import type { FastifyRequest } from 'fastify';
import { format, SCORING_WORKBOOK_MAX_BYTES, scoringMessages } from '@tessera/contracts';
import { csvTableRows, FilterError, firstSheetRows } from '@tessera/filters';
import { fieldError, HttpError } from '../../http/errors.js';
import { isFileTooLarge } from '../../storage/upload.js';
import type { SheetRow } from './modelWorkbook.js';

// A workbook of a few sheets of text unpacks to little: more is a zip bomb, refused unread.
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

export interface TableUpload {
  field: 'scoringFileName' | 'mappingsFileName' | 'scoringFile';
  fileRequired: string;
  /** Whether a .csv table is read too (scorecards); else only .xlsx. */
  csv: boolean;
}

/**
 * The rows of the table in the multipart field: the first sheet of an .xlsx, or a CSV. A missing
 * file, another type, an oversized file or one that is no workbook answers 400 or 413.
 */
export async function readTableUpload(
  request: FastifyRequest,
  { field, fileRequired, csv }: TableUpload,
): Promise<SheetRow[]> {
  const wrongType = csv ? scoringMessages.scorecardTypes : scoringMessages.xlsxOnly;
  let file: { name: string; bytes: Buffer } | undefined;
  if (request.isMultipart()) {
    try {
      const limits = { fileSize: SCORING_WORKBOOK_MAX_BYTES, files: 1 };
      for await (const part of request.parts({ limits })) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== field) {
          part.file.resume();
          continue;
        }
        const name = part.filename.toLowerCase();
        if (!name.endsWith('.xlsx') && !(csv && name.endsWith('.csv'))) {
          part.file.resume();
          throw fieldError(field, wrongType);
        }
        file = { name, bytes: await part.toBuffer() };
      }
    } catch (error) {
      if (!isFileTooLarge(error)) throw error;
      const message = format(scoringMessages.fileTooLarge, { limit: '5 MB' });
      throw new HttpError(413, 'PayloadTooLarge', message, [{ field, message }]);
    }
  }
  if (!file || file.bytes.length === 0) throw fieldError(field, fileRequired);
  if (file.name.endsWith('.csv')) return csvTableRows(file.bytes);
  try {
    return firstSheetRows(file.bytes, MAX_UNPACKED_BYTES);
  } catch (error) {
    if (error instanceof FilterError) throw fieldError(field, error.message);
    throw error;
  }
}
