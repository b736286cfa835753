import { FilterError } from '../../types.js';

/** One "key" = "value"; entry; the value's raw characters (inside the quotes) sit at [valueStart, valueEnd). */
export interface StringsEntry {
  key: string;
  valueStart: number;
  valueEnd: number;
  /** The comments written just above the entry. */
  comments: string[];
}

const named: Record<string, string> = { n: '\n', t: '\t', r: '\r' };

/** The text of a quoted string's raw characters: \n, \t, \r, \uXXXX and \UXXXX, else the character itself. */
export function unescapeStrings(raw: string): string {
  return raw.replace(
    /\\(?:[uU]([0-9a-fA-F]{4})|([\s\S]))/g,
    (_, hex: string | undefined, other: string) =>
      hex !== undefined ? String.fromCharCode(parseInt(hex, 16)) : (named[other] ?? other),
  );
}

export function escapeStrings(text: string): string {
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll('"', '\\"')
    .replaceAll('\n', '\\n')
    .replaceAll('\r', '\\r')
    .replaceAll('\t', '\\t');
}

const space = /\s*/y;
const unquoted = /[\w.$:/-]+/y;

/** Splits a .strings file into entries; anything that is not comment, key, '=', value, ';' is an error. */
export function readStrings(text: string): StringsEntry[] {
  const entries: StringsEntry[] = [];
  let comments: string[] = [];
  let at = 0;
  const fail = (expected: string): never => {
    const line = text.slice(0, at).split('\n').length;
    throw new FilterError(`The .strings file is broken at line ${line}: ${expected} expected.`);
  };
  const skipSpace = () => {
    space.lastIndex = at;
    space.exec(text);
    at = space.lastIndex;
  };
  const quoted = (): { start: number; end: number } => {
    if (text[at] !== '"') return fail('a quoted string');
    const start = at + 1;
    const close = /(?:[^"\\]|\\[\s\S])*"/y;
    close.lastIndex = start;
    if (!close.exec(text)) return fail('a closing quote');
    at = close.lastIndex;
    return { start, end: at - 1 };
  };
  const expect = (character: string) => {
    skipSpace();
    if (text[at] !== character) fail(`'${character}'`);
    at += 1;
  };
  for (skipSpace(); at < text.length; skipSpace()) {
    if (text.startsWith('/*', at)) {
      const end = text.indexOf('*/', at + 2);
      if (end === -1) fail("'*/'");
      comments.push(text.slice(at + 2, end).trim());
      at = end + 2;
    } else if (text.startsWith('//', at)) {
      const end = text.indexOf('\n', at);
      comments.push(text.slice(at + 2, end === -1 ? text.length : end).trim());
      at = end === -1 ? text.length : end;
    } else {
      let key: string;
      if (text[at] === '"') {
        const { start, end } = quoted();
        key = unescapeStrings(text.slice(start, end));
      } else {
        unquoted.lastIndex = at;
        key = unquoted.exec(text)?.[0] ?? fail('a key');
        at = unquoted.lastIndex;
      }
      expect('=');
      skipSpace();
      const value = quoted();
      expect(';');
      entries.push({ key, valueStart: value.start, valueEnd: value.end, comments });
      comments = [];
    }
  }
  return entries;
}
