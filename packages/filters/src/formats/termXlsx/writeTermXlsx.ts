import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TermConcept } from '../tbx/types.js';
import { tableHeader, tableRow, type TermTableLayout } from '../termCsv/termTable.js';

/** Writes a term table as an XLSX workbook into `output`, row by row with ExcelJS's streaming writer. */
export async function writeTermXlsx(
  layout: TermTableLayout,
  concepts: AsyncIterable<TermConcept> | Iterable<TermConcept>,
  output: Writable,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Terms');
  sheet.addRow(tableHeader(layout)).commit();
  for await (const concept of concepts) sheet.addRow(tableRow(layout, concept)).commit();
  sheet.commit();
  await workbook.commit();
}
