import { readSkeleton, writeSkeleton } from '../../skeleton/index.js';
import { writePieces, type UnitWriter } from '../../skeleton/pieces.js';
import { renderTaggedText } from '../../tags/index.js';
import type { FileFilter, FilterSettings, UnitState } from '../../types.js';
import { escapeXmlText } from '../../xml/xmlEscape.js';
import { encodeXmlFile } from '../../xml/xmlFile.js';
import { parseSdlXliff } from './parseSdlXliff.js';
import type { SdlPiece, SdlXliffSkeleton, SegmentContext } from './segmentSlots.js';
import { sdlExportRules, writeSegStates } from './segStates.js';

const writeSegment: UnitWriter<string, SegmentContext> = (slot, target, write) =>
  (slot.context.before ?? '') +
  (slot.context.segments
    ? write(slot.context.segments)
    : renderTaggedText(target, slot.tags, escapeXmlText)) +
  (slot.context.after ?? '');

/**
 * The targets, plus one for each new <target> element with a translated segment in it: that
 * marks the element to be written; its segments write their own targets.
 */
function withNewTargets(
  parts: readonly SdlPiece[],
  targets: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  const values = new Map(targets);
  for (const part of parts) {
    if (typeof part === 'string' || !part.context.segments) continue;
    const translated = part.context.segments.filter(
      (piece) =>
        typeof piece !== 'string' && (targets.get(piece.id) ?? piece.source) !== piece.source,
    );
    if (translated.length > 0) values.set(part.id, `${translated.length} segments`);
  }
  return values;
}

export function mergeSdlXliff(
  skeletonBytes: Uint8Array,
  targets: ReadonlyMap<string, string>,
  settings: FilterSettings,
  states?: ReadonlyMap<string, UnitState>,
): Uint8Array {
  const skeleton = readSkeleton<SdlXliffSkeleton>(skeletonBytes, 'sdlxliff');
  const parts = states
    ? writeSegStates(skeleton, states, sdlExportRules(settings))
    : skeleton.parts;
  const text = writePieces(parts, withNewTargets(parts, targets), writeSegment);
  return encodeXmlFile(text, skeleton.stored, settings);
}

/** Trados Studio's bilingual SDL XLIFF: one unit per segment, with its target and sdl:seg state. */
export const sdlXliffFilter: FileFilter = {
  format: 'sdlxliff',
  title: 'SDL XLIFF',
  extensions: ['sdlxliff'],
  parse(bytes, settings) {
    const { units, skeleton } = parseSdlXliff(bytes, settings);
    return { units, skeleton: writeSkeleton('sdlxliff', skeleton) };
  },
  merge: mergeSdlXliff,
};
