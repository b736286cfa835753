import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { FilterError } from '../../types.js';
import { readZip } from '../../zip/index.js';
import type { TermConcept } from '../tbx/types.js';
import type { ByteSource } from '../../xml/xmlStream.js';
import { readTableHeader, readTableRow, type TermTable } from '../termCsv/termTable.js';
import { cellText } from './cellText.js';

async function bytesOf(source: ByteSource): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function cellsOf(row: ExcelJS.Row): string[] {
  const values = Array.isArray(row.values) ? row.values : [];
  // ExcelJS row values are 1-based.
  return values.slice(1).map((value) => cellText(value));
}

/**
 * Reads the first worksheet of an XLSX term table (see termTable.ts for the columns). The archive
 * is checked with the bounded zip reader first, so a zip bomb is refused before ExcelJS unpacks it;
 * rows are then read with ExcelJS's streaming reader.
 */
export async function* readTermXlsx(
  source: ByteSource,
  maxUnpackedBytes: number,
): AsyncGenerator<TermConcept> {
  const bytes = await bytesOf(source);
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) {
    throw new FilterError('The file is not an XLSX workbook.');
  }
  const entries = readZip(bytes, { maxEntries: 10_000, maxTotalUnpackedSize: maxUnpackedBytes });
  if (!entries.some((entry) => /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name))) {
    throw new FilterError('The file is not an XLSX workbook: it has no worksheet.');
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  let table: TermTable | undefined;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const cells = cellsOf(row as ExcelJS.Row);
        if (!table) {
          if (cells.some((cell) => cell.trim() !== '')) table = readTableHeader(cells);
          continue;
        }
        const concept = readTableRow(table, cells, (row as ExcelJS.Row).number);
        if (concept) yield concept;
      }
      break;
    }
  } catch (error) {
    if (error instanceof FilterError) throw error;
    throw new FilterError(`The XLSX workbook could not be read: ${(error as Error).message}`);
  }
}
