import type ExcelJS from 'exceljs';

/** The text a cell shows, whatever ExcelJS made of it (rich text, hyperlink, formula result…). */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return cellText(value.text);
  if ('formula' in value || 'sharedFormula' in value)
    return cellText(value.result as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}
