import { htmlSubfilter, type HtmlSubfilterMode } from '../htmlSubfilter/index.js';
import type { TextPiece } from '../skeleton/index.js';
import { matchesWhole, protectTags } from '../tags/index.js';
import type { TextUnit } from '../types.js';

/** One value of a key/value file (a JSON string, a property, a .strings entry, a RESX <value>). */
export interface ValueEntry {
  /** The value as the file means it, unescaped. */
  value: string;
  /** Where the value is written in the file's text. */
  start: number;
  end: number;
  key?: string;
  /** A name the included keys may match instead of the whole key (a JSON path's last name). */
  name?: string;
  note?: string;
  maxLength?: number;
  /** How the format wrote the value (quoted, plain…), for writing its target alike. */
  style?: string;
}

export interface ValueOptions {
  tagRegexp: RegExp | undefined;
  /** A tag's markup as the slot keeps it; JSON keeps it escaped as the file writes it. */
  tagMarkup?: (matched: string) => string;
  /** Only keys (or names) this matches whole are translated; undefined takes every key. */
  includedKeys?: RegExp | undefined;
  html?: HtmlSubfilterMode;
}

const includes = (entry: ValueEntry, included: RegExp | undefined): boolean =>
  !included ||
  (entry.key !== undefined && matchesWhole(included, entry.key)) ||
  (entry.name !== undefined && matchesWhole(included, entry.name));

/**
 * The units of a file's values and the skeleton parts around them: each value with text is a unit
 * whose tag regexp matches are tags, or, through the HTML subfilter, the units of its markup.
 */
export function valueUnits(
  text: string,
  entries: Iterable<ValueEntry>,
  options: ValueOptions,
): { units: TextUnit[]; parts: TextPiece[] } {
  const units: TextUnit[] = [];
  const parts: TextPiece[] = [];
  let cursor = 0;
  for (const entry of entries) {
    if (entry.value.trim() === '' || !includes(entry, options.includedKeys)) continue;
    const details = {
      ...(entry.key !== undefined && { key: entry.key }),
      ...(entry.note && { note: entry.note }),
      ...(entry.maxLength && { maxLength: entry.maxLength }),
    };
    const original = [text.slice(entry.start, entry.end)];
    const context = entry.style === undefined ? undefined : { style: entry.style };
    const first = units.length;
    const html = htmlSubfilter(entry.value, options.html ?? 'off', units, {
      tagRegexp: options.tagRegexp,
      ...details,
    });
    if (html) {
      // Markup without text (a lone <br/>) is no unit: the value stays as written.
      if (units.length === first) continue;
      const id = `${units[first]?.id ?? ''}:html`;
      parts.push(text.slice(cursor, entry.start), {
        id,
        source: entry.value,
        original,
        tags: {},
        context,
        html,
      });
    } else {
      const { text: source, tags } = protectTags(entry.value, options.tagRegexp, options.tagMarkup);
      const id = String(units.length + 1);
      units.push({ id, source, segment: true, ...details });
      parts.push(text.slice(cursor, entry.start), { id, source, original, tags, context });
    }
    cursor = entry.end;
  }
  parts.push(text.slice(cursor));
  return { units, parts };
}
