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

/** The tag tokens of text, in order; anything else ({/1/}, {x}) is plain text. */
export function tagTokens(text: string): TagToken[] {
  const tokens: TagToken[] = [];
  // Most texts hold no tag: no regular expression run.
  if (!text.includes('{')) return tokens;
  for (const match of text.matchAll(tagTokenPattern)) {
    const [whole, open, close, standalone] = match;
    const kind: TagKind =
      open !== undefined ? 'open' : close !== undefined ? 'close' : 'standalone';
    const id = open ?? close ?? standalone ?? '';
    tokens.push({ kind, id, start: match.index, end: match.index + whole.length });
  }
  return tokens;
}

/** Writes a tag token: tagText('open', '1') is {1}. */
export function tagText(kind: TagKind, id: string | number): string {
  if (kind === 'open') return `{${id}}`;
  return kind === 'close' ? `{/${id}}` : `{${id}/}`;
}
