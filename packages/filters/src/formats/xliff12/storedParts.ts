import type { StoredEncoding } from '../../encoding/index.js';
import { skeletonNotOfFile } from '../../skeleton/lengthPieces.js';
import type { StoredTextPiece, TextPiece, TextSlot } from '../../skeleton/index.js';
import { FilterError } from '../../types.js';
import type { StateTag } from './exportRules.js';

/**
 * A slot as a tuple, a few characters for the object it stands for: its id, its source, how many
 * characters of the file it covers (0: a target the file lacks), its tags, and the index of its
 * context in the skeleton's contexts (-1: none; a file has a handful of new-target contexts).
 */
export type LengthSlot = [
  id: string,
  source: string,
  original: number,
  tags: TextSlot['tags'],
  context: number,
];

/**
 * A stored part: a whole number n > 0 is the next n characters of the original file's text,
 * n < 0 skips −n of them (a target written anew), a string is written as it is.
 */
export type LengthPart = number | string | LengthSlot;

/** A state tag by its part; its unit is the slot that part is or precedes. */
export type LengthStateTag = [part: number, element: StateTag['element']];

/**
 * An XLIFF skeleton as stored since #14: the parts refer to the original file by lengths instead
 * of holding its text (a skeleton was three times the file), so merge needs the file.
 */
export interface XliffSkeleton {
  stored: StoredEncoding;
  layout: 'lengths';
  parts: LengthPart[];
  contexts: NonNullable<TextSlot['context']>[];
  stateTags: LengthStateTag[];
  /** By unit id, the line-break elements read as newlines, for writing a target's newlines. */
  lineBreaks?: Record<string, string[]>;
}

/** An XLIFF skeleton as stored before: the file's text in its parts, and no stateTags before the export rules. */
export interface TextXliffSkeleton {
  stored: StoredEncoding;
  layout?: undefined;
  parts: StoredTextPiece[];
  stateTags?: StateTag[];
  lineBreaks?: Record<string, string[]>;
}

/** Either stored layout in the shape merge writes from: pieces of text and slots, state tags by id. */
export function expandedParts(
  skeleton: XliffSkeleton | TextXliffSkeleton,
  originalText: (() => string) | undefined,
): { parts: StoredTextPiece[]; stateTags: StateTag[] } {
  if (skeleton.layout !== 'lengths')
    return { parts: skeleton.parts, stateTags: skeleton.stateTags ?? [] };
  if (!originalText) throw new FilterError('The original XLIFF file is needed to write it back.');
  const text = originalText();
  let cursor = 0;
  const take = (length: number) => text.slice(cursor, (cursor += length));
  // A skip stays as an empty piece, so that the state tags' part numbers still hold.
  const parts: TextPiece[] = skeleton.parts.map((part) => {
    if (typeof part === 'string') return part;
    if (typeof part === 'number') return part > 0 ? take(part) : ((cursor -= part), '');
    const [id, source, original, tags, context] = part;
    return { id, source, original: [take(original)], tags, context: skeleton.contexts[context] };
  });
  if (cursor !== text.length) throw new FilterError(skeletonNotOfFile);
  return { parts, stateTags: stateTagsOf(skeleton.stateTags, parts) };
}

function stateTagsOf(tags: readonly LengthStateTag[], parts: readonly TextPiece[]): StateTag[] {
  return tags.map(([part, element]) => {
    let slot = parts[part];
    for (let at = part + 1; typeof slot === 'string' && at < parts.length; at++) slot = parts[at];
    if (slot === undefined || typeof slot === 'string')
      throw new FilterError('The stored skeleton of this file is damaged.');
    return { id: slot.id, part, element };
  });
}
