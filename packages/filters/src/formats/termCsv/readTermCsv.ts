import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { FilterError } from '../../types.js';
import type { ByteSource } from '../../xml/xmlStream.js';
import type { TermConcept } from '../tbx/types.js';
import { readTableHeader, readTableRow, type TermTable } from './termTable.js';

// Enough of the file to choose the encoding and see the whole header row.
const SNIFF_BYTES = 64 * 1024;

function encodingOf(head: Uint8Array): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  try {
    // A multi-byte character cut at the end of the sample is not an error: decode in stream mode.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    // Excel's plain "CSV" is written in the Windows code page.
    return 'windows-1252';
  }
}

async function* decodeText(source: ByteSource): AsyncGenerator<string> {
  let head = new Uint8Array(0);
  let decoder: InstanceType<typeof TextDecoder> | undefined;
  for await (const chunk of source) {
    if (decoder) {
      yield decoder.decode(chunk, { stream: true });
      continue;
    }
    const joined = new Uint8Array(head.length + chunk.length);
    joined.set(head);
    joined.set(chunk, head.length);
    head = joined;
    if (head.length < SNIFF_BYTES) continue;
    decoder = new TextDecoder(encodingOf(head));
    yield decoder.decode(head, { stream: true });
  }
  if (!decoder) {
    decoder = new TextDecoder(encodingOf(head));
    yield decoder.decode(head, { stream: true });
  }
  yield decoder.decode();
}

/** Comma, semicolon or tab: whichever the header line holds most of, outside quotes. */
function delimiterOf(firstLine: string): string {
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, unquoted.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

async function* withDelimiter(text: AsyncIterable<string>): AsyncGenerator<string[]> {
  const chunks = text[Symbol.asyncIterator]();
  let head = '';
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    head += next.value;
    if (/[\r\n]/.test(head) || head.length > SNIFF_BYTES) break;
  }
  async function* rest() {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  const parser = Readable.from(rest()).pipe(
    parse({
      bom: true,
      delimiter: delimiterOf(head.split(/\r?\n/)[0] ?? ''),
      relax_column_count: true,
      skip_empty_lines: true,
    }),
  );
  try {
    for await (const record of parser) yield record as string[];
  } catch (error) {
    if (error instanceof FilterError) throw error;
    throw new FilterError(`The CSV file could not be read: ${(error as Error).message}`);
  }
}

/** Streams the concepts of a CSV (or TSV) term table; see termTable.ts for the columns. */
export async function* readTermCsv(source: ByteSource): AsyncGenerator<TermConcept> {
  let table: TermTable | undefined;
  let row = 0;
  for await (const cells of withDelimiter(decodeText(source))) {
    row += 1;
    if (!table) {
      table = readTableHeader(cells);
      continue;
    }
    const concept = readTableRow(table, cells, row);
    if (concept) yield concept;
  }
}
