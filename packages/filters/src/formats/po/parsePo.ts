import { FilterError } from '../../types.js';
import { unescapePo } from './poStrings.js';

/** One msgstr (or msgstr[n]) and where its strings sit in the file. */
export interface PoTranslation {
  pluralIndex?: number;
  value: string;
  /** From the first quote of the keyword line to the end of its last string line. */
  start: number;
  end: number;
}

export interface PoEntry {
  context?: string;
  id: string;
  idPlural?: string;
  translations: PoTranslation[];
  flags: string[];
  comments: string[];
}

// The s flag: a string may hold U+2028 or U+2029, which a plain '.' does not match.
const keywordLine = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)[ \t]+(".*)$/s;
const stringLine = /^[ \t]*(".*)$/s;

function readQuoted(raw: string, lineNumber: number): string {
  const match = /^"((?:[^"\\]|\\.)*)"[ \t]*$/.exec(raw.replace(/\r$/, ''));
  if (!match) throw new FilterError(`The PO file has a malformed string on line ${lineNumber}.`);
  return unescapePo(match[1] ?? '');
}

/** Reads the entries of a PO file; obsolete (#~) entries are left alone. */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let entry: PoEntry | undefined;
  let field: { name: string; translation?: PoTranslation } | undefined;
  let pendingComments: string[] = [];
  let pendingFlags: string[] = [];
  const startEntry = () => {
    entry = { id: '', translations: [], flags: pendingFlags, comments: pendingComments };
    entries.push(entry);
    pendingComments = [];
    pendingFlags = [];
  };
  let offset = 0;
  const lines = text.split('\n');
  lines.forEach((lineWithEnd, index) => {
    const lineStart = offset;
    offset += lineWithEnd.length + 1;
    const line = lineWithEnd.replace(/\r$/, '');
    const lineNumber = index + 1;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#~')) {
      field = undefined;
      return;
    }
    if (trimmed.startsWith('#')) {
      if (entry && entry.translations.length > 0) entry = undefined;
      field = undefined;
      if (trimmed.startsWith('#,'))
        pendingFlags.push(
          ...trimmed
            .slice(2)
            .split(',')
            .map((flag) => flag.trim()),
        );
      else if (trimmed.startsWith('#.') || /^#(\s|$)/.test(trimmed))
        pendingComments.push(trimmed.replace(/^#\.?\s?/, ''));
      return;
    }
    const keyword = keywordLine.exec(line);
    if (keyword) {
      const name = keyword[1] ?? '';
      const quoted = keyword[3] ?? '';
      const value = readQuoted(quoted, lineNumber);
      const quoteStart = lineStart + line.length - quoted.length;
      if (name === 'msgctxt' || name === 'msgid') {
        if (
          !entry ||
          entry.translations.length > 0 ||
          (name === 'msgctxt' && entry.context !== undefined) ||
          (name === 'msgid' && field?.name !== 'msgctxt')
        ) {
          startEntry();
        }
      } else if (!entry) {
        throw new FilterError(`The PO file has ${name} without msgid on line ${lineNumber}.`);
      }
      const current = entry as PoEntry;
      field = { name };
      if (name === 'msgctxt') current.context = value;
      else if (name === 'msgid') current.id = value;
      else if (name === 'msgid_plural') current.idPlural = value;
      else {
        field.translation = {
          ...(keyword[2] !== undefined && { pluralIndex: Number(keyword[2]) }),
          value,
          start: quoteStart,
          end: lineStart + line.length,
        };
        current.translations.push(field.translation);
      }
      return;
    }
    const continued = stringLine.exec(line);
    if (continued && field && entry) {
      const value = readQuoted(continued[1] ?? '', lineNumber);
      if (field.translation) {
        field.translation.value += value;
        field.translation.end = lineStart + line.length;
      } else if (field.name === 'msgctxt') entry.context = (entry.context ?? '') + value;
      else if (field.name === 'msgid') entry.id += value;
      else if (field.name === 'msgid_plural') entry.idPlural = (entry.idPlural ?? '') + value;
      return;
    }
    throw new FilterError(`The PO file has an unexpected line ${lineNumber}: ${line.slice(0, 60)}`);
  });
  return entries;
}
