import type { ByteSource } from '../../xml/xmlStream.js';
import { decodeTableText, tableDelimiterOf } from '../csv/csvTable.js';
import { readCsv } from '../csv/readCsv.js';
import type { TermConcept } from '../tbx/types.js';
import { readTableHeader, readTableRow, type TermTable } from './termTable.js';

async function textOf(source: ByteSource): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return decodeTableText(Buffer.concat(chunks));
}

/**
 * The concepts of a CSV (or TSV) term table; see termTable.ts for the columns. Read with the CSV
 * filter's reader; the server reads every concept before writing any, so the text is read whole.
 */
export async function* readTermCsv(source: ByteSource): AsyncGenerator<TermConcept> {
  const text = (await textOf(source)).replace(/^(?:[ \t]*\r?\n)+/, '');
  let table: TermTable | undefined;
  let row = 0;
  for (const fields of readCsv(text, tableDelimiterOf(text.split(/\r?\n/, 1)[0] ?? ''))) {
    row += 1;
    const cells = fields.map((field) => field.value);
    if (!table) table = readTableHeader(cells);
    else {
      const concept = readTableRow(table, cells, row);
      if (concept) yield concept;
    }
  }
}
