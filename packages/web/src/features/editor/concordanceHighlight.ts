export interface HighlightPart {
  text: string;
  marked: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text cut where any of the searched words occurs (case aside), as the server matched them. */
export function highlightParts(text: string, search: string): HighlightPart[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [{ text, marked: false }];
  // Longer words first, so that a word is not cut short by one it contains.
  const pattern = new RegExp(
    `(${[...words]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
    'giu',
  );
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, marked: words.includes(part.toLowerCase()) }));
}
