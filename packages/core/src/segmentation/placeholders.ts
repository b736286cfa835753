// Inline tags as segments write them: {1} opens, {/1} closes, {2/} stands alone.
export type PlaceholderKind = 'opening' | 'closing' | 'standalone';

export interface Placeholder {
  start: number;
  end: number;
  kind: PlaceholderKind;
}

const placeholderPattern = /\{(\/?)(\d+)(\/?)\}/g;

export function findPlaceholders(text: string): Placeholder[] {
  const found: Placeholder[] = [];
  for (const match of text.matchAll(placeholderPattern)) {
    const [whole, leadingSlash, , trailingSlash] = match;
    // {/1/} is neither form: leave it as plain text.
    if (leadingSlash && trailingSlash) continue;
    const kind: PlaceholderKind = leadingSlash
      ? 'closing'
      : trailingSlash
        ? 'standalone'
        : 'opening';
    found.push({ start: match.index, end: match.index + whole.length, kind });
  }
  return found;
}
