import type { ByteSource } from '../../xml/xmlStream.js';
import type { TermConcept } from '../tbx/types.js';
import { readTableHeader, readTableRow, type TermTable } from '../termCsv/termTable.js';
import { firstSheetRows } from './sheetRows.js';

async function bytesOf(source: ByteSource): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Reads the first worksheet of an XLSX term table (see termTable.ts for the columns). */
export async function* readTermXlsx(
  source: ByteSource,
  maxUnpackedBytes: number,
): AsyncGenerator<TermConcept> {
  let table: TermTable | undefined;
  for (const { row, cells } of firstSheetRows(await bytesOf(source), maxUnpackedBytes)) {
    if (!table) {
      if (cells.some((cell) => cell.trim() !== '')) table = readTableHeader(cells);
      continue;
    }
    const concept = readTableRow(table, cells, row);
    if (concept) yield concept;
  }
}
