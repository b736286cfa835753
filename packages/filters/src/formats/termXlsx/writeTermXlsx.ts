import type { Writable } from 'node:stream';
import type { TermConcept } from '../tbx/types.js';
import { tableHeader, tableRow, type TermTableLayout } from '../termCsv/termTable.js';
import { xlsxRow, xlsxWorkbook } from '../xlsxTable/index.js';

/** Writes a term table as an XLSX workbook (one sheet, Terms) into `output` with our zip writer. */
export async function writeTermXlsx(
  layout: TermTableLayout,
  concepts: AsyncIterable<TermConcept> | Iterable<TermConcept>,
  output: Writable,
): Promise<void> {
  const rows = [xlsxRow(1, tableHeader(layout))];
  for await (const concept of concepts)
    rows.push(xlsxRow(rows.length + 1, tableRow(layout, concept)));
  const bytes = xlsxWorkbook('Terms', rows);
  await new Promise<void>((resolve, reject) => {
    output.once('error', reject);
    output.end(bytes, resolve);
  });
}
