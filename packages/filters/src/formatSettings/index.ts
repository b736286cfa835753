import { importFlagDefaults, tagTokenPattern, type ImportFlagField } from '@tessera/contracts';
import { FilterError, type FilterSettings } from '../types.js';

/** The settings that hold text (patterns, lists, XPath, choices), by name. */
export type TextSettingName = {
  [Name in keyof FilterSettings]-?: NonNullable<FilterSettings[Name]> extends string ? Name : never;
}[keyof FilterSettings];

/** A boolean file import setting; unset, it takes the default the import wizard shows. */
export function flagSetting(settings: FilterSettings, name: ImportFlagField): boolean {
  return settings[name] ?? importFlagDefaults[name];
}

/** A text setting; blank counts as unset. */
export function stringSetting(settings: FilterSettings, name: TextSettingName): string | undefined {
  const value: unknown = settings[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A comma-separated list setting (element names, attribute names). */
export function listSetting(
  settings: FilterSettings,
  name: TextSettingName,
  fallback = '',
): string[] {
  return (stringSetting(settings, name) ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * The text a unit protects as standalone tags: anything that looks like our tag notation, plus
 * what the format's tag regular expression setting matches.
 */
export function protectedTextPattern(settings: FilterSettings, name: TextSettingName): RegExp {
  const user = stringSetting(settings, name);
  if (!user) return new RegExp(tagTokenPattern.source, 'gu');
  try {
    // The user's pattern comes first so that its own group numbers stay as written.
    return new RegExp(`(?:${user})|${tagTokenPattern.source}`, 'gu');
  } catch (error) {
    throw new FilterError(
      `The setting ${name} is not a valid regular expression: ${(error as Error).message}`,
    );
  }
}
