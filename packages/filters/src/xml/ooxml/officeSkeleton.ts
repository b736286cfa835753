import { withHtmlValues } from '../../htmlSubfilter/index.js';
import { FilterError } from '../../types.js';
import { readZip, writeZip } from '../../zip/index.js';
import { readSkeleton, writeSkeleton } from '../../skeleton/index.js';
import { lengthsOfPieces, piecesOfLengths, type LengthPiece } from '../../skeleton/lengthPieces.js';
import { writePieces, type Piece, type UnitWriter } from '../../skeleton/pieces.js';
import { decodePart } from './officePackage.js';

/** A part as a filter cut it: its pieces and the text they were cut from. */
export interface PartSkeleton<Tag, Context> {
  name: string;
  pieces: Array<Piece<Tag, Context>>;
  text: string;
}

/**
 * A part as stored: its pieces by length when they are its text's own characters (since #14; the
 * text is the job's file), else the pieces themselves.
 */
type StoredPart<Tag, Context> =
  | { name: string; pieces: Array<Piece<Tag, Context>> }
  | { name: string; length: number; lengths: Array<LengthPiece<Tag, Context>> };

function storedPart<Tag, Context>({ name, pieces, text }: PartSkeleton<Tag, Context>) {
  const lengths = lengthsOfPieces(pieces, text);
  return lengths ? { name, length: text.length, lengths } : { name, pieces };
}

/**
 * Skeleton layout: 4-byte length, then the part skeletons in the one skeleton codec. The package
 * itself is the job's file, given to merge: skeletons stored before #14 hold a copy of it after
 * the parts, which merge still reads.
 */
export function encodeOfficeSkeleton<Tag, Context>(
  format: string,
  parts: Array<PartSkeleton<Tag, Context>>,
): Uint8Array {
  const skeleton = writeSkeleton(format, parts.map(storedPart), 4);
  new DataView(skeleton.buffer).setUint32(0, skeleton.length - 4, true);
  return skeleton;
}

function decodeOfficeSkeleton<Tag, Context>(
  format: string,
  skeleton: Uint8Array,
): { parts: Array<StoredPart<Tag, Context>>; stored: Uint8Array } {
  const invalid = new FilterError(`The skeleton is not a ${format} skeleton.`);
  if (skeleton.length < 4) throw invalid;
  const length = new DataView(skeleton.buffer, skeleton.byteOffset).getUint32(0, true);
  if (4 + length > skeleton.length) throw invalid;
  const parts = readSkeleton<Array<StoredPart<Tag, Context>>>(
    skeleton.subarray(4, 4 + length),
    format,
  );
  if (!Array.isArray(parts)) throw invalid;
  return { parts, stored: skeleton.subarray(4 + length) };
}

/**
 * Rewrites the parts whose text changed and copies every other entry byte for byte;
 * `rewriteParts` changes named parts that hold no units (a document's default language).
 */
export function mergeOfficePackage<Tag, Context>(
  format: string,
  { skeleton, original }: { skeleton: Uint8Array; original: Uint8Array | undefined },
  targets: ReadonlyMap<string, string>,
  writeUnit: UnitWriter<Tag, Context>,
  rewriteParts: Readonly<Record<string, (text: string) => string>> = {},
): Uint8Array {
  const { parts, stored } = decodeOfficeSkeleton<Tag, Context>(format, skeleton);
  const pack = stored.length > 0 ? stored : original;
  if (!pack) throw new FilterError(`The original ${format} file is needed to write it back.`);
  const entries = readZip(pack);
  const encoder = new TextEncoder();
  for (const part of parts) {
    const index = entries.findIndex((entry) => entry.name === part.name);
    const entry = entries[index];
    if (!entry) throw new FilterError(`The part ${part.name} is missing from the original file.`);
    const original = decodePart(entry);
    const pieces = 'lengths' in part ? piecesOfLengths(part.lengths, original) : part.pieces;
    const text = writePieces(pieces, withHtmlValues(pieces, targets), writeUnit);
    if (text !== original) {
      entries[index] = {
        name: entry.name,
        data: encoder.encode(text),
        dosDateTime: entry.dosDateTime,
      };
    }
  }
  for (const [name, rewrite] of Object.entries(rewriteParts)) {
    const index = entries.findIndex((entry) => entry.name === name);
    const entry = entries[index];
    if (!entry) continue;
    const text = decodePart(entry);
    const rewritten = rewrite(text);
    if (rewritten !== text)
      entries[index] = { name, data: encoder.encode(rewritten), dosDateTime: entry.dosDateTime };
  }
  return writeZip(entries);
}
