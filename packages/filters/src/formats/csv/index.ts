import {
  exportEncodingOf,
  readTextFile,
  writeTextFile,
  type StoredEncoding,
} from '../../encoding/index.js';
import {
  readSkeleton,
  writeSkeleton,
  writeTextPieces,
  type StoredTextPiece,
} from '../../skeleton/index.js';
import { flagSetting } from '../../formatSettings/index.js';
import { subfilterMode } from '../../htmlSubfilter/index.js';
import { valueUnits } from '../../keyValue/units.js';
import { compileUserRegexp, renderTaggedText } from '../../tags/index.js';
import { FilterError, type FileFilter, type FilterSettings } from '../../types.js';
import { parseColumnNumber, parseNumberPattern } from './numberPattern.js';
import { readCsv, writeCsvField } from './readCsv.js';

interface CsvSkeleton {
  stored: StoredEncoding;
  delimiter: string;
  parts: StoredTextPiece[];
}

function delimiterOf(settings: FilterSettings): string {
  const setting = typeof settings.csvDelimiter === 'string' ? settings.csvDelimiter : ',';
  if (setting === '') return ',';
  if (/^(\\t|tab)$/i.test(setting)) return '\t';
  if (/["\r\n]/.test(setting))
    throw new FilterError('The setting csvDelimiter cannot be a quote or a line end.');
  return setting;
}

export const csvFilter: FileFilter = {
  format: 'csv',
  title: 'CSV',
  extensions: ['csv', 'tsv'],
  parse(bytes, settings) {
    const { text, stored } = readTextFile(bytes, settings);
    const delimiter = delimiterOf(settings);
    const tagRegexp = compileUserRegexp(settings.csvTagRegexp, 'csvTagRegexp');
    const importColumn = parseNumberPattern(settings.csvImportColumns, 'csvImportColumns');
    const importRow = parseNumberPattern(settings.csvImportRows, 'csvImportRows');
    const noteColumns = settings.csvContextNoteColumns
      ? parseNumberPattern(settings.csvContextNoteColumns, 'csvContextNoteColumns')
      : () => false;
    const keyColumn = parseColumnNumber(settings.csvContextKeyColumn, 'csvContextKeyColumn');
    const maxLengthColumn = parseColumnNumber(settings.csvMaxLengthColumn, 'csvMaxLengthColumn');
    const entries = readCsv(text, delimiter).flatMap((row, rowIndex) => {
      if (!importRow(rowIndex + 1)) return [];
      const note = row
        .filter((_, index) => noteColumns(index + 1))
        .map((field) => field.value.trim())
        .filter((value) => value !== '')
        .join('\n');
      const key = keyColumn === undefined ? undefined : row[keyColumn - 1]?.value;
      const maxLength =
        maxLengthColumn === undefined ? NaN : Number(row[maxLengthColumn - 1]?.value.trim() || NaN);
      return row.flatMap((field, index) => {
        const column = index + 1;
        const skipped =
          !importColumn(column) ||
          noteColumns(column) ||
          column === keyColumn ||
          column === maxLengthColumn;
        if (skipped) return [];
        return [
          {
            value: field.value,
            start: field.start,
            end: field.end,
            style: field.quoted ? 'quoted' : 'plain',
            ...(key && { key }),
            ...(note && { note }),
            ...(Number.isInteger(maxLength) && maxLength > 0 && { maxLength }),
          },
        ];
      });
    });
    const { units, parts } = valueUnits(text, entries, {
      tagRegexp,
      html: subfilterMode(flagSetting(settings, 'csvUseHtmlSubfilter')),
    });
    return { units, skeleton: writeSkeleton<CsvSkeleton>('csv', { stored, delimiter, parts }) };
  },
  merge(skeleton, targets, settings) {
    const { stored, delimiter, parts } = readSkeleton<CsvSkeleton>(skeleton, 'csv');
    const text = writeTextPieces(parts, targets, (slot, target) =>
      writeCsvField(
        renderTaggedText(target, slot.tags, (plain) => plain),
        delimiter,
        slot.context?.style === 'quoted',
      ),
    );
    return writeTextFile(text, exportEncodingOf(stored, settings));
  },
};
