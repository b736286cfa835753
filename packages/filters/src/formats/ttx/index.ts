import { readSkeleton, writeSkeleton, writeTextPieces } from '../../skeleton/index.js';
import type { FileFilter } from '../../types.js';
import { encodeXmlFile, type XmlFileSkeleton } from '../../xml/xmlFile.js';
import { parseTtx } from './parseTtx.js';
import { targetMarkup } from './targetMarkup.js';

/**
 * Trados TagEditor TTX: bilingual, each Tu a unit with its target, each unsegmented stretch of
 * text a unit that merge writes as a new Tu; written back in the encoding and mark it came in.
 */
export const ttxFilter: FileFilter = {
  format: 'ttx',
  title: 'Trados TTX',
  extensions: ['ttx'],
  // A file that names no target language takes the job's.
  parseReadsTargetLocale: true,
  parse(bytes, settings) {
    const { units, skeleton } = parseTtx(bytes, settings);
    return { units, skeleton: writeSkeleton('ttx', skeleton) };
  },
  merge(skeletonBytes, targets, settings) {
    const { stored, parts } = readSkeleton<XmlFileSkeleton>(skeletonBytes, 'ttx');
    const text = writeTextPieces(
      parts,
      targets,
      (slot, target) =>
        (slot.context?.before ?? '') +
        targetMarkup(target, slot.tags) +
        (slot.context?.after ?? ''),
    );
    return encodeXmlFile(text, stored, settings);
  },
};
