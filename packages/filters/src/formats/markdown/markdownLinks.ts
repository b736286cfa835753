import type { Range } from './markdownPage.js';

/** The ']' that closes the bracket opening at `open`, skipping escapes and nested brackets. */
export function closingBracket(text: string, open: number, end: number): number | undefined {
  let depth = 0;
  for (let index = open; index < end; index += 1) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === '[') depth += 1;
    else if (char === ']' && --depth === 0) return index;
  }
  return undefined;
}

/** A link destination starting at `from` (after spaces): `<...>` or a run without spaces. */
function readDestination(text: string, from: number, end: number): Range | undefined {
  let index = from;
  while (index < end && /[ \t\r\n]/.test(text[index] ?? '')) index += 1;
  if (text[index] === '<') {
    const close = text.indexOf('>', index);
    return close > index + 1 && close < end ? { start: index + 1, end: close } : undefined;
  }
  const start = index;
  let depth = 0;
  for (; index < end; index += 1) {
    const char = text[index] ?? '';
    if (char === '\\') index += 1;
    else if (/\s/.test(char)) break;
    else if (char === '(') depth += 1;
    else if (char === ')' && depth-- === 0) break;
  }
  return index > start ? { start, end: Math.min(index, end) } : undefined;
}

/** The destination of an inline link or image whose text closes at `close`; none for references. */
export function inlineDestination(text: string, close: number, end: number): Range | undefined {
  return text[close + 1] === '(' ? readDestination(text, close + 2, end) : undefined;
}

/** The destination of a link reference definition (`[label]: destination "title"`). */
export function definitionDestination(text: string, range: Range): Range | undefined {
  const close = closingBracket(text, range.start, range.end);
  return close !== undefined && text[close + 1] === ':'
    ? readDestination(text, close + 2, range.end)
    : undefined;
}
