import { FilterError } from '../../types.js';

/** One token of PHP code, with its place in the file's text. */
export interface PhpToken {
  kind: 'string' | 'word' | 'variable' | 'number' | 'symbol' | 'other';
  text: string;
  start: number;
  end: number;
  /** For a quoted string: its quote. */
  quote?: "'" | '"';
}

// Longest operators first, so that "=>" and "==" are never read as "=".
const operators = [
  '<=>',
  '**=',
  '...',
  '<<=',
  '>>=',
  '===',
  '!==',
  '??=',
  '?->',
  '=>',
  '==',
  '!=',
  '<>',
  '<=',
  '>=',
  '.=',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '->',
  '::',
  '++',
  '--',
  '&&',
  '||',
  '??',
  '<<',
  '>>',
  '**',
];
const identifier = /[A-Za-z_\x80-\uffff][\w\x80-\uffff]*/y;
const numberPattern =
  /(?:0[xX][\da-fA-F_]+|0[bB][01_]+|\d[\d_]*(?:\.[\d_]*)?(?:[eE][+-]?\d+)?|\.\d[\d_]*)/y;
const openTag = /<\?(?:php(?=\s|$)|=)/gi;
// A line comment ends before the line end or a closing ?> tag.
const commentEnd = /(?:[^\r\n?]|\?(?!>))*/y;
const heredocStart = /<<<[ \t]*(["']?)([A-Za-z_\x80-\uffff][\w\x80-\uffff]*)\1\r?\n/y;

/** The end of a sticky pattern's match at index at, or undefined. */
function matchEnd(pattern: RegExp, text: string, at: number): number | undefined {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : undefined;
}

const lineOf = (text: string, at: number): number => text.slice(0, at).split('\n').length;

function fail(text: string, at: number, what: string): never {
  throw new FilterError(`The PHP file cannot be read: ${what} at line ${lineOf(text, at)}.`);
}

/** Where a quoted string that opens at start ends (the index after its closing quote). */
function quotedEnd(text: string, start: number): number {
  const quote = text[start];
  for (let at = start + 1; at < text.length; at++) {
    if (text[at] === '\\') at++;
    else if (text[at] === quote) return at + 1;
  }
  return fail(text, start, 'a string is not closed');
}

/** Where a heredoc or nowdoc ends: after the line holding only its closing identifier. */
function heredocEnd(text: string, start: number, name: string, headerEnd: number): number {
  const closing = new RegExp(`^[ \\t]*${name}(?![\\w\\x80-\\uffff])`, 'gm');
  closing.lastIndex = headerEnd;
  const found = closing.exec(text);
  return found ? found.index + found[0].length : fail(text, start, 'a heredoc is not closed');
}

/** Splits PHP code (outside <?php … ?> is inline text) into the tokens the value reader needs. */
export function lexPhp(text: string): PhpToken[] {
  const tokens: PhpToken[] = [];
  openTag.lastIndex = 0;
  let opened = openTag.exec(text);
  if (!opened) {
    if (text.trim() === '') return tokens;
    throw new FilterError('The file holds no PHP code: it has no <?php tag.');
  }
  let at = opened.index + opened[0].length;
  const push = (kind: PhpToken['kind'], end: number, extra: Partial<PhpToken> = {}) => {
    tokens.push({ kind, text: text.slice(at, end), start: at, end, ...extra });
    at = end;
  };
  while (at < text.length) {
    const character = text[at] ?? '';
    const two = text.slice(at, at + 2);
    const variableEnd = character === '$' ? matchEnd(identifier, text, at + 1) : undefined;
    const wordEnd = matchEnd(identifier, text, at);
    const numberEnd = matchEnd(numberPattern, text, at);
    if (/\s/.test(character)) at++;
    else if (two === '?>') {
      push('symbol', at + 2);
      openTag.lastIndex = at;
      opened = openTag.exec(text);
      at = opened ? opened.index + opened[0].length : text.length;
    } else if (two === '//' || (character === '#' && text[at + 1] !== '[')) {
      commentEnd.lastIndex = at;
      commentEnd.test(text);
      at = commentEnd.lastIndex;
    } else if (two === '/*') {
      const close = text.indexOf('*/', at + 2);
      at = close < 0 ? fail(text, at, 'a comment is not closed') : close + 2;
    } else if (character === "'" || character === '"') {
      const end = quotedEnd(text, at);
      push('string', end, { quote: character });
    } else if (character === '`') push('other', quotedEnd(text, at));
    else if (text.startsWith('<<<', at)) {
      heredocStart.lastIndex = at;
      const header = heredocStart.exec(text);
      if (!header) fail(text, at, 'a heredoc has no name');
      push('other', heredocEnd(text, at, header[2] ?? '', at + header[0].length));
    } else if (variableEnd !== undefined) push('variable', variableEnd);
    else if (wordEnd !== undefined) push('word', wordEnd);
    else if (numberEnd !== undefined) push('number', numberEnd);
    else {
      const operator = operators.find((candidate) => text.startsWith(candidate, at));
      push('symbol', at + (operator?.length ?? 1));
    }
  }
  return tokens;
}
