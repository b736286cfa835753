import {
  readSkeleton,
  upgradeTextPieces,
  writeSkeleton,
  writeTextPieces,
} from '../../skeleton/index.js';
import { renderTaggedText } from '../../tags/index.js';
import type { FileFilter, FilterSettings, UnitState } from '../../types.js';
import { parseXliff12 } from './parseXliff12.js';
import { encodeXmlFile } from '../../xml/xmlFile.js';
import { exportRules, writeStates } from './exportRules.js';
import { lineBreakWriter } from './lineBreaks.js';
import type { XliffSkeleton } from './targetSlots.js';
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
 * prefix of the format's export rules, each unit's state is written by them too.
 */
export function mergeXliff12(
  format: string,
  skeletonBytes: Uint8Array,
  targets: ReadonlyMap<string, string>,
  settings: FilterSettings,
  states?: { prefix: 'xlf' | 'xlf2'; ofUnits: ReadonlyMap<string, UnitState> | undefined },
): Uint8Array {
  const {
    stored,
    parts,
    stateTags = [],
    lineBreaks = {},
  } = readSkeleton<XliffSkeleton>(skeletonBytes, format);
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
  return encodeXmlFile(withTargetLanguage(format, text, settings), stored, settings);
}

export const xliff12Filter: FileFilter = {
  format: 'xliff',
  title: 'XLIFF 1.2',
  extensions: ['xlf', 'xliff'],
  parse(bytes, settings) {
    const { units, skeleton } = parseXliff12(bytes, settings, { bilingualState: false });
    return { units, skeleton: writeSkeleton('xliff', skeleton) };
  },
  merge: (skeleton, targets, settings, states) =>
    mergeXliff12('xliff', skeleton, targets, settings, { prefix: 'xlf', ofUnits: states }),
};
