import { tagTokenPattern } from '@tessera/contracts';
import { placeholderPattern } from '../matching/placeholders.js';
import { segmenterFor } from '../segmentation/segmenters.js';

export interface PseudoOptions {
  replacement: string;
  prefix: string;
  suffix: string;
  /** Target length as a share of the source length (0.1–2 in the form; 0 keeps tags only). */
  length: number;
}

// Tags and placeholders are code: kept whole, in place, and not counted in the length.
const protectedPattern = new RegExp(`${tagTokenPattern.source}|${placeholderPattern.source}`, 'gu');

function graphemes(text: string): string[] {
  return Array.from(segmenterFor('und', 'grapheme').segment(text), (piece) => piece.segment);
}

/**
 * prefix + the source padded with the replacement (or cut) to length × its length + suffix.
 * Lengths count characters (grapheme clusters) outside tags and placeholders; a cut keeps every
 * tag and placeholder, so the target stays as well formed as the source.
 */
export function pseudoTranslate(source: string, options: PseudoOptions): string {
  const pieces: { text: string; protected: boolean }[] = [];
  let position = 0;
  for (const match of source.matchAll(protectedPattern)) {
    if (match.index > position)
      pieces.push({ text: source.slice(position, match.index), protected: false });
    pieces.push({ text: match[0], protected: true });
    position = match.index + match[0].length;
  }
  if (position < source.length) pieces.push({ text: source.slice(position), protected: false });

  const sourceLength = pieces.reduce(
    (sum, piece) => sum + (piece.protected ? 0 : graphemes(piece.text).length),
    0,
  );
  const targetLength = Math.round(Math.max(0, options.length) * sourceLength);
  let body = '';
  let kept = 0;
  for (const piece of pieces) {
    if (piece.protected) {
      body += piece.text;
      continue;
    }
    for (const character of graphemes(piece.text)) {
      if (kept >= targetLength) break;
      body += character;
      kept++;
    }
  }
  const padding = graphemes(options.replacement);
  for (let i = 0; padding.length > 0 && kept < targetLength; i++, kept++) {
    body += padding[i % padding.length];
  }
  return options.prefix + body + options.suffix;
}
