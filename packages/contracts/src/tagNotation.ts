// Inline tags in segment text: {1} opens, {/1} closes, {2/} stands alone. Filters write them,
// core segments and counts around them, the server strips them for search: one definition for all.

export type TagKind = 'open' | 'close' | 'standalone';

/** One tag token; group 1 holds an opening tag's number, group 2 a closing one's, group 3 a standalone one's. */
export const tagTokenPattern = /\{(\d+)\}|\{\/(\d+)\}|\{(\d+)\/\}/g;

export interface TagToken {
  kind: TagKind;
  /** The tag's number as written. */
  id: string;
  /** Where the token sits in the text: [start, end). */
  start: number;
  end: number;
}

const closeBrace = 0x7d;
const slash = 0x2f;

/**
 * Where the tag token that starts at `at` (a "{") ends, or -1 where none does: tagTokenPattern's
 * match, read by character codes. A global replace or matchAll of the pattern allocated about a
 * kilobyte per text, a TMX import's largest source of garbage (#14).
 */
function tokenEnd(text: string, at: number): number {
  let index = at + 1;
  const closing = text.charCodeAt(index) === slash;
  if (closing) index++;
  const digits = index;
  for (let code = text.charCodeAt(index); code >= 0x30 && code <= 0x39;) {
    code = text.charCodeAt(++index);
  }
  if (index === digits) return -1;
  if (text.charCodeAt(index) === closeBrace) return index + 1;
  const standalone =
    !closing && text.charCodeAt(index) === slash && text.charCodeAt(index + 1) === closeBrace;
  return standalone ? index + 2 : -1;
}

/** Calls `visit` with the start and end of each tag token of the text, in order. */
function forEachToken(text: string, visit: (start: number, end: number) => void): void {
  for (let at = text.indexOf('{'); at !== -1;) {
    const end = tokenEnd(text, at);
    if (end === -1) {
      at = text.indexOf('{', at + 1);
      continue;
    }
    visit(at, end);
    at = text.indexOf('{', end);
  }
}

/** The tag tokens of text, in order; anything else ({/1/}, {x}) is plain text. */
export function tagTokens(text: string): TagToken[] {
  const tokens: TagToken[] = [];
  forEachToken(text, (start, end) => {
    const closing = text.charCodeAt(start + 1) === slash;
    const standalone = !closing && text.charCodeAt(end - 2) === slash;
    const kind: TagKind = closing ? 'close' : standalone ? 'standalone' : 'open';
    tokens.push({
      kind,
      id: text.slice(closing ? start + 2 : start + 1, end - (standalone ? 2 : 1)),
      start,
      end,
    });
  });
  return tokens;
}

/** The text with each tag token replaced by `by`: `text.replace(tagTokenPattern, by)`. */
export function withoutTagTokens(text: string, by = ''): string {
  let out = '';
  let from = 0;
  forEachToken(text, (start, end) => {
    out += text.slice(from, start) + by;
    from = end;
  });
  return from === 0 ? text : out + text.slice(from);
}

/** Writes a tag token: tagText('open', '1') is {1}. */
export function tagText(kind: TagKind, id: string | number): string {
  if (kind === 'open') return `{${id}}`;
  return kind === 'close' ? `{/${id}}` : `{${id}/}`;
}
