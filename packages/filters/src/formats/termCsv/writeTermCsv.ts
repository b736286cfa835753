import type { TermConcept } from '../tbx/types.js';
import { tableHeader, tableRow, type TermTableLayout } from './termTable.js';

function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV record (RFC 4180) with its line break. */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvField).join(',')}\r\n`;

/** Writes a term table as CSV (RFC 4180, UTF-8 with a byte order mark so Excel reads it as UTF-8). */
export async function* writeTermCsv(
  layout: TermTableLayout,
  concepts: AsyncIterable<TermConcept> | Iterable<TermConcept>,
): AsyncGenerator<string> {
  yield `\ufeff${csvLine(tableHeader(layout))}`;
  for await (const concept of concepts) yield csvLine(tableRow(layout, concept));
}
