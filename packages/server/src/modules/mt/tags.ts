import { tagText, tagTokens, type TagToken } from '@tessera/contracts';

// Engines see our tags {1} {/1} {2/} as elements <g1> </g1> <x2/>: XML for DeepL, HTML for the
// others; the number in the element's name survives engines that drop or reorder attributes.

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (char) => escapes[char] ?? char);
}

function markupOf(token: TagToken): string {
  if (token.kind === 'open') return `<g${token.id}>`;
  return token.kind === 'close' ? `</g${token.id}>` : `<x${token.id}/>`;
}

/** Segment text in tag notation as engine markup, the text between tags escaped. */
export function toMarkup(text: string): string {
  let markup = '';
  let at = 0;
  for (const token of tagTokens(text)) {
    markup += escapeText(text.slice(at, token.start)) + markupOf(token);
    at = token.end;
  }
  return markup + escapeText(text.slice(at));
}

const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the entities engines write in HTML answers (Google writes &#39; and &quot;). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named[name.toLowerCase()] ?? whole;
  });
}

// <g1 …>, </g1>, <x2/>, <x2> and </x2> (HTML engines may write a standalone element as a pair).
const elementPattern = /<(\/?)([gx])(\d+)(?:\s[^<>]*?)?\s*(\/?)>/gi;

/** Engine markup back in tag notation, entities decoded. */
export function fromMarkup(markup: string): string {
  let text = '';
  let at = 0;
  for (const match of markup.matchAll(elementPattern)) {
    const [whole, closing, letter, id] = match as unknown as [string, string, string, string];
    text += decodeEntities(markup.slice(at, match.index));
    at = match.index + whole.length;
    if (letter.toLowerCase() === 'x') text += closing ? '' : tagText('standalone', id);
    else text += tagText(closing ? 'close' : 'open', id);
  }
  return text + decodeEntities(markup.slice(at));
}

/**
 * The translation with exactly the source's tags, each pair opened before it closes: tags the
 * engine invented are dropped, tags it lost or misordered are appended, so exports stay valid.
 */
export function keepSourceTags(source: string, translation: string): string {
  const wanted = new Set(tagTokens(source).map((token) => tagText(token.kind, token.id)));
  const placed = new Map<string, number>();
  const tokens = tagTokens(translation);
  tokens.forEach((token, index) => {
    const tag = tagText(token.kind, token.id);
    if (wanted.has(tag) && !placed.has(tag)) placed.set(tag, index);
  });
  const appended: string[] = [];
  for (const tag of wanted) {
    const token = tagTokens(tag)[0];
    if (!token || token.kind === 'close') continue;
    if (token.kind === 'standalone') {
      if (!placed.has(tag)) appended.push(tag);
      continue;
    }
    const close = tagText('close', token.id);
    const openAt = placed.get(tag);
    const closeAt = placed.get(close);
    if (openAt !== undefined && closeAt === undefined) appended.push(close);
    if (closeAt !== undefined && (openAt === undefined || openAt > closeAt)) {
      placed.delete(tag);
      placed.delete(close);
    }
    if (!placed.has(tag) && !placed.has(close)) appended.push(tag, close);
  }
  const keptAt = new Set(placed.values());
  let kept = '';
  let at = 0;
  tokens.forEach((token, index) => {
    kept +=
      translation.slice(at, token.start) +
      (keptAt.has(index) ? translation.slice(token.start, token.end) : '');
    at = token.end;
  });
  return kept + translation.slice(at) + appended.join('');
}
