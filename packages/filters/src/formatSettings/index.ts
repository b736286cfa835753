import type { FilterSettings } from '../types.js';

/** A boolean setting; the settings form sends booleans, stored templates may hold 'true'/'false'. */
export function booleanSetting(settings: FilterSettings, name: string, fallback: boolean): boolean {
  const value = settings[name];
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

export function stringSetting(settings: FilterSettings, name: string): string | undefined {
  const value = settings[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
