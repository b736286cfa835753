import { FilterError } from '../types.js';

/** Compiles a regular expression from an import setting; an empty or missing setting gives undefined. */
export function compileUserRegexp(
  pattern: unknown,
  settingName: string,
  extraFlags = '',
): RegExp | undefined {
  if (typeof pattern !== 'string' || pattern === '') return undefined;
  try {
    return new RegExp(pattern, `gu${extraFlags}`);
  } catch {
    try {
      // Patterns written for Java accept escapes ("\-", "\ ") that the u flag refuses.
      return new RegExp(pattern, `g${extraFlags}`);
    } catch (error) {
      throw new FilterError(
        `The setting ${settingName} is not a valid regular expression: ${(error as Error).message}`,
      );
    }
  }
}

/** Whether the whole of text matches the setting's pattern. */
export function matchesWhole(pattern: RegExp, text: string): boolean {
  return new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace('g', '')).test(text);
}
