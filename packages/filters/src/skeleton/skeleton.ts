import { FilterError } from '../types.js';
import { jsonChunks } from './jsonChunks.js';
import type { TagMarkup } from '../tags/index.js';
import { writeHtmlValue } from '../htmlSubfilter/index.js';
import type { MarkupPieces } from '../xml/markupUnit.js';

/** Where a unit's text sits in the file: merge writes original back when the target is unchanged. */
export interface UnitSlot {
  id: string;
  /** The file's own bytes (as text) for this place. */
  original: string;
  /** The text in tag notation that original stands for. */
  text: string;
  tags: TagMarkup;
  /** How the format wrote this place (quoted, CDATA, multi-line…), for writing a new target alike. */
  style?: string;
  /** Written around a new target only: the markup of an element the file did not have yet. */
  before?: string;
  after?: string;
  /** A value the HTML subfilter read: its units sit in these pieces, and text is the value itself. */
  html?: MarkupPieces;
}

export type SkeletonPart = string | UnitSlot;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The stored form of a skeleton: JSON, encoded piece by piece (big files make big skeletons). */
export function writeSkeleton<T>(format: string, payload: T): Uint8Array {
  const pieces = Array.from(jsonChunks({ format, payload }), (chunk) => encoder.encode(chunk));
  const bytes = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    bytes.set(piece, at);
    at += piece.length;
  }
  return bytes;
}

export function readSkeleton<T>(bytes: Uint8Array, format: string): T {
  let parsed: { format?: unknown; payload?: T; body?: T; parts?: T };
  try {
    parsed = JSON.parse(decoder.decode(bytes)) as typeof parsed;
  } catch {
    throw new FilterError('The stored skeleton of this file is damaged.');
  }
  // Jobs imported before there was one codec stored body (HTML, XML, Markdown) or parts (Office).
  const payload = parsed.payload ?? parsed.body ?? parsed.parts;
  if (parsed.format !== format || payload === undefined) {
    throw new FilterError(`The stored skeleton does not belong to the ${format} format.`);
  }
  return payload;
}

/**
 * Joins the parts, asking render for each slot whose target differs from the text it holds; a
 * subfiltered value's target is the value with its units' targets written in, tags none.
 */
export function mergeParts(
  parts: readonly SkeletonPart[],
  targets: ReadonlyMap<string, string>,
  render: (slot: UnitSlot, target: string) => string,
): string {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    const target = part.html ? writeHtmlValue(part.html, targets) : targets.get(part.id);
    text += target === undefined || target === part.text ? part.original : render(part, target);
  }
  return text;
}
