import { readSkeleton, upgradeTextPieces, writeTextPieces } from '../../skeleton/index.js';
import { renderTaggedText } from '../../tags/index.js';
import type { FileFilter, FilterSettings, UnitState } from '../../types.js';
import { parseXliff12 } from './parseXliff12.js';
import { decodeXmlFile, encodeXmlFile } from '../../xml/xmlFile.js';
import { exportRules, writeStates } from './exportRules.js';
import { lineBreakWriter } from './lineBreaks.js';
import { expandedParts, type TextXliffSkeleton, type XliffSkeleton } from './storedParts.js';
import { targetLanguageTag, withStartTagAttribute } from '../../targetLanguage/index.js';

/** XLIFF 2.0 names the target language once on its root, 1.2 on every file; MXLIFF keeps its own. */
function withTargetLanguage(format: string, text: string, settings: FilterSettings): string {
  const language = targetLanguageTag(settings);
  if (!language || format === 'mxliff') return text;
  return format === 'xliff20'
    ? withStartTagAttribute(text, 'xliff', 'trgLang', language)
    : withStartTagAttribute(text, 'file', 'target-language', language);
}

/**
 * Writes targets into an XLIFF skeleton (shared with MXLIFF and XLIFF 2.0); with the settings
 * prefix of the format's export rules, each unit's state is written by them too. The original
 * file is read for skeletons that refer to it (storedParts.ts).
 */
export function mergeXliff12(
  format: string,
  skeletonBytes: Uint8Array,
  targets: ReadonlyMap<string, string>,
  settings: FilterSettings,
  options: {
    states?: { prefix: 'xlf' | 'xlf2'; ofUnits: ReadonlyMap<string, UnitState> | undefined };
    original: Uint8Array | undefined;
  },
): Uint8Array {
  const skeleton = readSkeleton<XliffSkeleton | TextXliffSkeleton>(skeletonBytes, format);
  const { original, states } = options;
  const { parts, stateTags } = expandedParts(
    skeleton,
    original && (() => decodeXmlFile(original, settings).text),
  );
  const lineBreaks = skeleton.lineBreaks ?? {};
  const pieces = upgradeTextPieces(parts);
  const text = writeTextPieces(
    states?.ofUnits
      ? writeStates(pieces, stateTags, states.ofUnits, exportRules(settings, states.prefix))
      : pieces,
    targets,
    (slot, target) =>
      (slot.context?.before ?? '') +
      renderTaggedText(target, slot.tags, lineBreakWriter(lineBreaks[slot.id])) +
      (slot.context?.after ?? ''),
  );
  return encodeXmlFile(withTargetLanguage(format, text, settings), skeleton.stored, settings);
}

export const xliff12Filter: FileFilter = {
  format: 'xliff',
  title: 'XLIFF 1.2',
  extensions: ['xlf', 'xliff'],
  parse(bytes, settings, onUnit) {
    return parseXliff12(bytes, settings, { format: 'xliff', bilingualState: false }, onUnit);
  },
  mergeReadsOriginal: true,
  merge: (skeleton, targets, settings, states, original) =>
    mergeXliff12('xliff', skeleton, targets, settings, {
      states: { prefix: 'xlf', ofUnits: states },
      original,
    }),
};
