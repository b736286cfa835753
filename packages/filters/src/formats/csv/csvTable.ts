import { readCsv } from './readCsv.js';

/** The text of a table's bytes: UTF-16 by its byte order mark, UTF-8, else Excel's Windows-1252. */
export function decodeTableText(bytes: Uint8Array): string {
  let encoding = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be';
  else {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      // Excel's plain "CSV" is written in the Windows code page.
      encoding = 'windows-1252';
    }
  }
  // TextDecoder drops the byte order mark.
  return new TextDecoder(encoding).decode(bytes);
}

/** Comma, semicolon or tab: whichever the header line holds most of, outside quotes. */
export function tableDelimiterOf(firstLine: string): string {
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, unquoted.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** A CSV or TSV table's rows as cell texts with their 1-based record numbers, blank ones left out. */
export function csvTableRows(bytes: Uint8Array): Array<{ row: number; cells: string[] }> {
  const text = decodeTableText(bytes);
  const rows: Array<{ row: number; cells: string[] }> = [];
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  for (const [index, fields] of readCsv(text, tableDelimiterOf(firstLine)).entries()) {
    const cells = fields.map((field) => field.value);
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ row: index + 1, cells });
  }
  return rows;
}
