import { FilterError } from '../../types.js';
import type { PhpToken } from './phpLexer.js';
import { readDoubleQuoted, readSingleQuoted, type StringPart } from './phpStrings.js';

/** A string literal that is a translatable value, with the array path it sits under. */
export interface PhpValue {
  token: PhpToken;
  path: string[];
}

// Deeper arrays than this are no language file: refused before they exhaust the stack.
const deepestArray = 200;

const closers: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

export const stringParts = (token: PhpToken): StringPart[] => {
  const raw = token.text.slice(1, -1);
  return token.quote === "'" ? readSingleQuoted(raw) : readDoubleQuoted(raw);
};

/** The index of the closing bracket of each opening one; unbalanced brackets refuse the file. */
function matchBrackets(tokens: readonly PhpToken[], text: string): Map<number, number> {
  const matches = new Map<number, number>();
  const open: number[] = [];
  const line = (token: PhpToken) => text.slice(0, token.start).split('\n').length;
  tokens.forEach((token, index) => {
    if (token.kind !== 'symbol') return;
    if (closers[token.text]) open.push(index);
    else if (Object.values(closers).includes(token.text)) {
      const opener = open.pop();
      const expected = opener === undefined ? undefined : closers[tokens[opener]?.text ?? ''];
      if (opener === undefined || expected !== token.text) {
        throw new FilterError(
          `The PHP file cannot be read: "${token.text}" at line ${line(token)} closes nothing open.`,
        );
      }
      matches.set(opener, index);
    }
  });
  const unclosed = tokens[open.at(-1) ?? -1];
  if (unclosed) {
    throw new FilterError(
      `The PHP file cannot be read: "${unclosed.text}" at line ${line(unclosed)} is never closed.`,
    );
  }
  return matches;
}

/**
 * Finds the string literals PHP language files translate: values of returned or assigned arrays
 * (each literal of a concatenation on its own), of $var['key'] assignments and of define().
 */
export function translatableValues(tokens: readonly PhpToken[], text: string): PhpValue[] {
  const matches = matchBrackets(tokens, text);
  const values: PhpValue[] = [];
  const is = (index: number, symbol: string) =>
    tokens[index]?.kind === 'symbol' && tokens[index]?.text === symbol;
  const isWord = (index: number, word: string) =>
    tokens[index]?.kind === 'word' && tokens[index]?.text.toLowerCase() === word;
  // The next index at the same depth: past a bracketed group, else the next token.
  const step = (index: number) => (matches.get(index) ?? index) + 1;

  /** Splits [from, to) at depth-0 occurrences of symbol. */
  const split = (from: number, to: number, symbol: string): [number, number][] => {
    const ranges: [number, number][] = [];
    let start = from;
    for (let index = from; index < to; index = step(index)) {
      if (is(index, symbol)) {
        ranges.push([start, index]);
        start = index + 1;
      }
    }
    ranges.push([start, to]);
    return ranges;
  };

  const statementEnd = (from: number): number => {
    let index = from;
    while (index < tokens.length && !/^(?:;|\?>|[)\]}])$/.test(tokens[index]?.text ?? '')) {
      index = step(index);
    }
    return index;
  };

  const keyText = (from: number, to: number): string => {
    const only = tokens[from];
    if (to === from + 1 && only?.kind === 'string') {
      return stringParts(only)
        .map((part) => ('text' in part ? part.text : part.variable))
        .join('');
    }
    return tokens
      .slice(from, to)
      .map((token) => token.text)
      .join('');
  };

  /** The inner range of an array literal spanning [from, to) exactly, else undefined. */
  const arrayInner = (from: number, to: number): [number, number] | undefined => {
    if (is(from, '[') && matches.get(from) === to - 1) return [from + 1, to - 1];
    if (isWord(from, 'array') && is(from + 1, '(') && matches.get(from + 1) === to - 1) {
      return [from + 2, to - 1];
    }
    return undefined;
  };

  const readValue = (from: number, to: number, path: string[]): void => {
    const inner = arrayInner(from, to);
    if (inner) {
      readArray(inner[0], inner[1], path);
      return;
    }
    for (let index = from; index < to; index = step(index)) {
      const token = tokens[index];
      if (token?.kind === 'string') values.push({ token, path });
    }
  };

  const readArray = (from: number, to: number, path: string[]): void => {
    if (path.length > deepestArray) {
      throw new FilterError(`The PHP file nests arrays deeper than ${deepestArray} levels.`);
    }
    let nextIndex = 0;
    for (const [start, end] of split(from, to, ',')) {
      if (start === end) continue;
      const [keyRange, valueRange] = split(start, end, '=>');
      if (valueRange && keyRange) {
        const key = keyText(keyRange[0], keyRange[1]);
        if (/^\d+$/.test(key)) nextIndex = Math.max(nextIndex, Number(key) + 1);
        readValue(valueRange[0], valueRange[1], [...path, key]);
      } else readValue(start, end, [...path, String(nextIndex++)]);
    }
  };

  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index];
    if (isWord(index, 'return')) {
      const end = statementEnd(index + 1);
      if (arrayInner(index + 1, end)) readValue(index + 1, end, []);
      index = end;
    } else if (token?.kind === 'variable') {
      const path: string[] = [];
      let next = index + 1;
      while (is(next, '[')) {
        const close = matches.get(next) ?? next;
        if (close > next + 1) path.push(keyText(next + 1, close));
        next = close + 1;
      }
      const end = is(next, '=') ? statementEnd(next + 1) : next;
      if (end > next && (path.length > 0 || arrayInner(next + 1, end))) {
        readValue(next + 1, end, path);
      }
      index = Math.max(end, index + 1);
    } else if (isWord(index, 'define') && is(index + 1, '(')) {
      const close = matches.get(index + 1) ?? index + 1;
      const [name, value] = split(index + 2, close, ',');
      if (name && value) readValue(value[0], value[1], [keyText(name[0], name[1])]);
      index = close + 1;
    } else index++;
  }
  return values;
}
