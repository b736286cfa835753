import { tagTokenPattern } from '@tessera/contracts';
import type { TagMarkup } from '../../tags/index.js';
import { FilterError } from '../../types.js';

/** A string literal's content as PHP reads it: text, and the variables it interpolates as written. */
export type StringPart = { text: string } | { variable: string };

export type QuoteStyle = 'single' | 'double';

const named: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  v: '\v',
  e: '\x1b',
  f: '\f',
  '\\': '\\',
  $: '$',
  '"': '"',
};
const escapeOf = new Map(
  Object.entries(named)
    .filter(([name]) => /[a-z]/.test(name))
    .map(([name, character]) => [character, `\\${name}`]),
);
// What PHP's simple interpolation reads: $name with one [index] or ->property.
const simpleVariable =
  /\$[A-Za-z_\x80-\uffff][\w\x80-\uffff]*(?:\[(?:-?\d+|[A-Za-z_]\w*|\$[A-Za-z_]\w*)\]|->[A-Za-z_\x80-\uffff][\w\x80-\uffff]*)?/y;
const byteEscape = /\\(?:([0-7]{1,3})|x([\da-fA-F]{1,2}))/y;
const unicodeEscape = /\\u\{([\da-fA-F]+)\}/y;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes written as \x or octal escapes: UTF-8 when they form it, else one character per byte. */
function bytesText(bytes: number[]): string {
  try {
    return utf8.decode(new Uint8Array(bytes));
  } catch {
    return bytes.map((byte) => String.fromCharCode(byte)).join('');
  }
}

/** Where a {$…} or ${…} interpolation that opens at start ends. */
function braceEnd(raw: string, start: number): number {
  let depth = 0;
  for (let at = start; at < raw.length; at++) {
    if (raw[at] === '{') depth++;
    else if (raw[at] === '}' && --depth === 0) return at + 1;
  }
  throw new FilterError(
    `The PHP file cannot be read: an interpolation "${raw.slice(start, start + 20)}" is not closed.`,
  );
}

export function readSingleQuoted(raw: string): StringPart[] {
  return [{ text: raw.replace(/\\([\\'])/g, '$1') }];
}

/** Reads a double-quoted string: escapes become characters, interpolations stay as written. */
export function readDoubleQuoted(raw: string): StringPart[] {
  const parts: StringPart[] = [];
  let text = '';
  let bytes: number[] = [];
  const flushBytes = () => {
    if (bytes.length > 0) text += bytesText(bytes);
    bytes = [];
  };
  let at = 0;
  while (at < raw.length) {
    const character = raw[at] ?? '';
    const next = raw[at + 1] ?? '';
    byteEscape.lastIndex = at;
    unicodeEscape.lastIndex = at;
    simpleVariable.lastIndex = at;
    const byte = character === '\\' ? byteEscape.exec(raw) : null;
    const unicode = character === '\\' ? unicodeEscape.exec(raw) : null;
    if (byte) {
      bytes.push(parseInt(byte[1] ?? byte[2] ?? '0', byte[1] === undefined ? 16 : 8) & 0xff);
      at += byte[0].length;
      continue;
    }
    flushBytes();
    if (unicode) {
      text += String.fromCodePoint(Math.min(parseInt(unicode[1] ?? '0', 16), 0x10ffff));
      at += unicode[0].length;
    } else if (character === '\\' && named[next] !== undefined) {
      text += named[next];
      at += 2;
    } else if ((character === '{' && next === '$') || (character === '$' && next === '{')) {
      const end = braceEnd(raw, character === '{' ? at : at + 1);
      parts.push({ text }, { variable: raw.slice(at, end) });
      text = '';
      at = end;
    } else if (character === '$' && simpleVariable.test(raw)) {
      parts.push({ text }, { variable: raw.slice(at, simpleVariable.lastIndex) });
      text = '';
      at = simpleVariable.lastIndex;
    } else {
      text += character;
      at++;
    }
  }
  flushBytes();
  parts.push({ text });
  return parts.filter((part) => !('text' in part) || part.text !== '');
}

export const escapeSingle = (text: string): string => text.replace(/[\\']/g, '\\$&');

const hexEscape = (character: string): string => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80
    ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`
    : `\\u{${code.toString(16).toUpperCase()}}`;
};

/** Writes text for a double-quoted string, so that readDoubleQuoted reads it back as text. */
export function escapeDouble(text: string): string {
  let written = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (character === '\\' || character === '"' || character === '$') written += `\\${character}`;
    else if (escapeOf.has(character)) written += escapeOf.get(character) ?? '';
    else if (code < 0x20 || code === 0x7f) written += hexEscape(character);
    else written += character;
  }
  return written;
}

/**
 * Text between interpolations: a first character that would extend the variable before it, and a
 * last "{" that would open a {$…} with the variable after it, are written as escapes.
 */
function escapeBetween(text: string, afterVariable: boolean, beforeVariable: boolean): string {
  const characters = [...text];
  const extendsVariable = afterVariable && /^(?:[[\w]|\P{ASCII}|->)/u.test(text);
  const first = extendsVariable ? hexEscape(characters.shift() ?? '') : '';
  const last = beforeVariable && characters.at(-1) === '{' ? hexEscape(characters.pop() ?? '') : '';
  return first + escapeDouble(characters.join('')) + last;
}

const isSimpleVariable = (markup: string | undefined): boolean =>
  markup !== undefined && markup.startsWith('$') && !markup.startsWith('${');

/** Writes a target in tag notation as the content of a string literal of the given quote style. */
export function writePhpString(target: string, tags: TagMarkup, style: QuoteStyle): string {
  const texts: string[] = [];
  const markups: string[] = [];
  let position = 0;
  for (const match of target.matchAll(tagTokenPattern)) {
    const markup = tags[match[0]];
    if (markup === undefined) continue;
    texts.push(target.slice(position, match.index));
    markups.push(markup);
    position = match.index + match[0].length;
  }
  texts.push(target.slice(position));
  if (style === 'single')
    return texts
      .map(escapeSingle)
      .reduce((out, text, index) => out + (markups[index - 1] ?? '') + text);
  return texts
    .map((text, index) =>
      escapeBetween(
        text,
        isSimpleVariable(markups[index - 1]),
        markups[index]?.startsWith('$') === true,
      ),
    )
    .reduce((out, text, index) => out + (markups[index - 1] ?? '') + text);
}
