import { protectedTextPattern } from '../../formatSettings/index.js';
import type { FilterSettings } from '../../types.js';

// printf conversions (%s, %1$d, %05.2f, %%) and Laravel's :name replacements (not in 10:30 or C:\).
const printf = String.raw`%(?:\d+\$)?[-+0]*(?:'.)?\d*(?:\.\d+)?[bcdeEfFgGosuxX]|%%`;
const laravel = String.raw`(?<![\w:\\]):[A-Za-z_][A-Za-z0-9_]*`;

/** What a PHP string protects as tags besides its variables: phpTagRegexp, placeholders, tag notation. */
export function phpProtectedText(settings: FilterSettings): RegExp {
  const base = protectedTextPattern(settings, 'phpTagRegexp');
  return new RegExp(`${base.source}|${printf}|${laravel}`, 'gu');
}
