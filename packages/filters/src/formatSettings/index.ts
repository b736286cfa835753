import { importFlagDefaults, type ImportFlagField } from '@tessera/contracts';
import type { FilterSettings } from '../types.js';

/** A boolean setting; the settings form sends booleans, stored templates may hold 'true'/'false'. */
function booleanSetting(settings: FilterSettings, name: string, fallback: boolean): boolean {
  const value = settings[name];
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/** A boolean file import setting; unset, it takes the default the import wizard shows. */
export function flagSetting(settings: FilterSettings, name: ImportFlagField): boolean {
  return booleanSetting(settings, name, importFlagDefaults[name]);
}

export function stringSetting(settings: FilterSettings, name: string): string | undefined {
  const value = settings[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
