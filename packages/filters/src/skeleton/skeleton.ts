import { FilterError } from '../types.js';
import { writeJsonChunks } from './jsonChunks.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The stored form of a skeleton: JSON, each piece encoded as soon as it is written, so a big
 * file's skeleton is not held as text and bytes at once.
 */
export function writeSkeleton<T>(format: string, payload: T): Uint8Array {
  const pieces: Uint8Array[] = [];
  writeJsonChunks({ format, payload }, (chunk) => pieces.push(encoder.encode(chunk)));
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
