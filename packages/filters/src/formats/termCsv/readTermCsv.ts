import type { ByteSource } from '../../xml/xmlStream.js';
import { readCsv } from '../csv/readCsv.js';
import type { TermConcept } from '../tbx/types.js';
import { readTableHeader, readTableRow, type TermTable } from './termTable.js';

function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    // Excel's plain "CSV" is written in the Windows code page.
    return 'windows-1252';
  }
}

async function textOf(source: ByteSource): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of source) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  // TextDecoder drops the byte order mark.
  return new TextDecoder(encodingOf(bytes)).decode(bytes);
}

/** Comma, semicolon or tab: whichever the header line holds most of, outside quotes. */
function delimiterOf(firstLine: string): string {
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, unquoted.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * The concepts of a CSV (or TSV) term table; see termTable.ts for the columns. Read with the CSV
 * filter's reader; the server reads every concept before writing any, so the text is read whole.
 */
export async function* readTermCsv(source: ByteSource): AsyncGenerator<TermConcept> {
  const text = (await textOf(source)).replace(/^(?:[ \t]*\r?\n)+/, '');
  let table: TermTable | undefined;
  let row = 0;
  for (const fields of readCsv(text, delimiterOf(text.split(/\r?\n/, 1)[0] ?? ''))) {
    row += 1;
    const cells = fields.map((field) => field.value);
    if (!table) table = readTableHeader(cells);
    else {
      const concept = readTableRow(table, cells, row);
      if (concept) yield concept;
    }
  }
}
