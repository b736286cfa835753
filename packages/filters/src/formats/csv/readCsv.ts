import { FilterError } from '../../types.js';

export interface CsvField {
  value: string;
  /** The field as written, quotes included, at [start, end). */
  start: number;
  end: number;
  quoted: boolean;
}

/** Splits CSV text into rows of fields (RFC 4180 quoting; any line end). */
export function readCsv(text: string, delimiter: string): CsvField[][] {
  const rows: CsvField[][] = [];
  let row: CsvField[] = [];
  let position = 0;
  let line = 1;
  if (text === '') return rows;
  for (;;) {
    const start = position;
    let value = '';
    const quoted = text[position] === '"';
    if (quoted) {
      const startLine = line;
      position++;
      for (;;) {
        const close = text.indexOf('"', position);
        if (close === -1)
          throw new FilterError(
            `The CSV file has a quoted field that never ends (from line ${startLine}).`,
          );
        const chunk = text.slice(position, close);
        line += chunk.split('\n').length - 1;
        value += chunk;
        position = close + 1;
        if (text[position] !== '"') break;
        value += '"';
        position++;
      }
    }
    // Text after a closing quote is kept as written rather than refused.
    while (
      position < text.length &&
      !text.startsWith(delimiter, position) &&
      text[position] !== '\n' &&
      text[position] !== '\r'
    ) {
      value += text[position];
      position++;
    }
    row.push({ value, start, end: position, quoted });
    if (position >= text.length) {
      rows.push(row);
      return rows;
    }
    if (text.startsWith(delimiter, position)) {
      position += delimiter.length;
      continue;
    }
    position += text.startsWith('\r\n', position) ? 2 : 1;
    line++;
    rows.push(row);
    row = [];
    if (position >= text.length) return rows;
  }
}

export function writeCsvField(value: string, delimiter: string, quoted: boolean): string {
  const needsQuotes =
    quoted || value.includes(delimiter) || /["\r\n]/.test(value) || value.startsWith('"');
  return needsQuotes ? `"${value.replace(/"/g, '""')}"` : value;
}
