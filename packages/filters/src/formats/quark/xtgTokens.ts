import { FilterError } from '../../types.js';

/** A piece of a paragraph: text as written, or a tag <…> with its content. */
export type XtgToken =
  { kind: 'text'; raw: string } | { kind: 'tag'; raw: string; content: string };

// Special characters that stand for one character of text; the rest (<\c>, <\b>, <\i>…) stay tags.
const specialCharacters: Record<string, string> = {
  '\\<': '<',
  '\\>': '>',
  '\\@': '@',
  '\\\\': '\\',
  '\\n': '\n',
};

/** The text a special-character tag stands for, or undefined when it is markup. */
export function specialText(content: string): string | undefined {
  const code = /^\\#(\d+)$/.exec(content)?.[1];
  if (code !== undefined)
    return Number(code) <= 0x10ffff ? String.fromCodePoint(Number(code)) : undefined;
  return specialCharacters[content];
}

/** Splits one line of an XPress Tags file into text and tags; a tag left open refuses the file. */
export function xtgTokens(line: string, lineNumber: number): XtgToken[] {
  const tokens: XtgToken[] = [];
  let at = 0;
  while (at < line.length) {
    const open = line.indexOf('<', at);
    if (open < 0) {
      tokens.push({ kind: 'text', raw: line.slice(at) });
      break;
    }
    if (open > at) tokens.push({ kind: 'text', raw: line.slice(at, open) });
    // A special character's first character is taken as it is, even "<" or ">".
    let end = line[open + 1] === '\\' ? open + 3 : open + 1;
    let quoted = false;
    while (end < line.length && (quoted || line[end] !== '>')) {
      if (line[end] === '"') quoted = !quoted;
      end++;
    }
    if (end >= line.length) {
      throw new FilterError(
        `The XPress Tags file cannot be read: a tag is not closed at line ${lineNumber}: ${line.slice(open, open + 30)}`,
      );
    }
    tokens.push({
      kind: 'tag',
      raw: line.slice(open, end + 1),
      content: line.slice(open + 1, end),
    });
    at = end + 1;
  }
  return tokens;
}
