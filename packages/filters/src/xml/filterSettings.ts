import { FilterError, type FilterSettings } from '../types.js';
import { tagPattern } from './taggedText.js';

export function stringSetting(settings: FilterSettings, name: string, fallback = ''): string {
  const value = settings[name];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** A comma-separated list setting (element names, attribute names). */
export function listSetting(settings: FilterSettings, name: string, fallback = ''): string[] {
  return stringSetting(settings, name, fallback)
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * The text a unit protects as standalone tags: anything that looks like our tag notation, plus
 * what the format's tag regular expression setting matches.
 */
export function protectedTextPattern(settings: FilterSettings, name: string): RegExp {
  const user = stringSetting(settings, name);
  if (!user) return new RegExp(tagPattern.source, 'gu');
  try {
    // The user's pattern comes first so that its own group numbers stay as written.
    return new RegExp(`(?:${user})|${tagPattern.source}`, 'gu');
  } catch (error) {
    throw new FilterError(
      `The setting ${name} is not a valid regular expression: ${(error as Error).message}`,
    );
  }
}
