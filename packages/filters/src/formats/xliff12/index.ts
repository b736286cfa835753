import { mergeParts, readSkeleton, writeSkeleton } from '../../skeleton/index.js';
import { renderTaggedText } from '../../tags/index.js';
import type { FileFilter, FilterSettings } from '../../types.js';
import { escapeXmlText } from '../../xml/xml-escape.js';
import { parseXliff12 } from './parseXliff12.js';
import { encodeXmlFile, type XmlFileSkeleton } from '../../xml/xml-file.js';

/** Writes targets into an XLIFF skeleton (shared with MXLIFF and XLIFF 2.0). */
export function mergeXliff12(
  format: string,
  skeletonBytes: Uint8Array,
  targets: ReadonlyMap<string, string>,
  settings: FilterSettings,
): Uint8Array {
  const { stored, parts } = readSkeleton<XmlFileSkeleton>(skeletonBytes, format);
  const text = mergeParts(
    parts,
    targets,
    (slot, target) =>
      (slot.before ?? '') + renderTaggedText(target, slot.tags, escapeXmlText) + (slot.after ?? ''),
  );
  return encodeXmlFile(text, stored, settings);
}

export const xliff12Filter: FileFilter = {
  format: 'xliff',
  title: 'XLIFF 1.2',
  extensions: ['xlf', 'xliff'],
  parse(bytes, settings) {
    const { units, skeleton } = parseXliff12(bytes, settings, { bilingualState: false });
    return { units, skeleton: writeSkeleton('xliff', skeleton) };
  },
  merge: (skeleton, targets, settings) => mergeXliff12('xliff', skeleton, targets, settings),
};
