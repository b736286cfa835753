import { FilterError } from '../../types.js';

/**
 * Reads a column or row pattern of the import settings: '2' (only 2), '-4' (1 to 4), '3-' (3 on),
 * '-2,4,7-9' (mixed). An empty setting selects everything.
 */
export function parseNumberPattern(setting: unknown, settingName: string): (n: number) => boolean {
  if (setting === undefined || setting === null || String(setting).trim() === '') return () => true;
  const ranges = String(setting)
    .split(',')
    .map((part) => part.trim())
    .map((part) => {
      const match = /^(\d*)\s*(-?)\s*(\d*)$/.exec(part);
      const [, from = '', dash = '', to = ''] = match ?? [];
      if (!match || (from === '' && to === '') || (dash === '' && to !== '')) {
        throw new FilterError(
          `The setting ${settingName} has an invalid part "${part}"; use forms like 2, -4, 3- or -2,4,7-9.`,
        );
      }
      const first = from === '' ? 1 : Number(from);
      const last = dash === '' ? first : to === '' ? Infinity : Number(to);
      return { first, last };
    });
  return (n) => ranges.some(({ first, last }) => n >= first && n <= last);
}

/** A single column number setting; undefined when empty. */
export function parseColumnNumber(setting: unknown, settingName: string): number | undefined {
  if (setting === undefined || setting === null || String(setting).trim() === '') return undefined;
  const column = Number(String(setting).trim());
  if (!Number.isInteger(column) || column < 1) {
    throw new FilterError(`The setting ${settingName} must be a column number (1 or more).`);
  }
  return column;
}
