import { FilterError } from '../../types.js';

export type JsonNode =
  | { kind: 'object'; entries: { key: string; value: JsonNode }[] }
  | { kind: 'array'; items: JsonNode[] }
  | { kind: 'string'; value: string; start: number; end: number }
  | { kind: 'number'; value: number }
  | { kind: 'literal' };

// Deeper documents are not resource files and would exhaust the stack.
const maximumDepth = 400;
const escapes: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** Parses JSON, keeping where each string's characters (between the quotes) sit in the text. */
export function parseJsonTree(text: string): JsonNode {
  let position = 0;
  const fail = (expected: string): never => {
    const before = text.slice(0, position);
    const line = before.split('\n').length;
    const column = position - before.lastIndexOf('\n');
    throw new FilterError(
      `The JSON file is not valid: line ${line}, column ${column}: expected ${expected}.`,
    );
  };
  const skipSpace = () => {
    while (/[ \t\r\n]/.test(text[position] ?? '')) position++;
  };
  const readString = (): { value: string; start: number; end: number } => {
    const start = ++position;
    let value = '';
    for (;;) {
      const character = text[position];
      if (character === undefined || character < ' ') fail('a closing quote');
      if (character === '"') break;
      if (character === '\\') {
        const escape = text[position + 1] ?? '';
        if (escape === 'u') {
          const hex = text.slice(position + 2, position + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('four hex digits after \\u');
          value += String.fromCharCode(parseInt(hex, 16));
          position += 6;
        } else {
          if (escapes[escape] === undefined) fail('a valid escape');
          value += escapes[escape];
          position += 2;
        }
      } else {
        value += character;
        position++;
      }
    }
    position++;
    return { value, start, end: position - 1 };
  };
  const readValue = (depth: number): JsonNode => {
    if (depth > maximumDepth)
      throw new FilterError(`The JSON file nests more than ${maximumDepth} levels deep.`);
    skipSpace();
    const character = text[position];
    if (character === '{') {
      position++;
      const entries: { key: string; value: JsonNode }[] = [];
      skipSpace();
      if (text[position] === '}') {
        position++;
        return { kind: 'object', entries };
      }
      for (;;) {
        skipSpace();
        if (text[position] !== '"') fail('a property name');
        const key = readString().value;
        skipSpace();
        if (text[position++] !== ':') fail('":"');
        entries.push({ key, value: readValue(depth + 1) });
        skipSpace();
        const next = text[position++];
        if (next === '}') return { kind: 'object', entries };
        if (next !== ',') fail('"," or "}"');
      }
    }
    if (character === '[') {
      position++;
      const items: JsonNode[] = [];
      skipSpace();
      if (text[position] === ']') {
        position++;
        return { kind: 'array', items };
      }
      for (;;) {
        items.push(readValue(depth + 1));
        skipSpace();
        const next = text[position++];
        if (next === ']') return { kind: 'array', items };
        if (next !== ',') fail('"," or "]"');
      }
    }
    if (character === '"') return { kind: 'string', ...readString() };
    const number = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(
      text.slice(position, position + 400),
    );
    if (number) {
      position += number[0].length;
      return { kind: 'number', value: Number(number[0]) };
    }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, position)) {
        position += literal.length;
        return { kind: 'literal' };
      }
    }
    return fail('a value');
  };
  const root = readValue(0);
  skipSpace();
  if (position < text.length) fail('the end of the file');
  return root;
}

export function escapeJson(text: string): string {
  // eslint-disable-next-line no-control-regex -- JSON must escape control characters
  return text.replace(/["\\\u0000-\u001f]/g, (character) => {
    const named = Object.entries(escapes).find(
      ([name, value]) => value === character && name !== '/',
    )?.[0];
    return named ? `\\${named}` : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
