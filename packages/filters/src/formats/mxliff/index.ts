import { writeSkeleton } from '../../skeleton/index.js';
import type { FileFilter } from '../../types.js';
import { mergeXliff12 } from '../xliff12/index.js';
import { parseXliff12 } from '../xliff12/parseXliff12.js';

export { writeMxliff, type MxliffDocument, type MxliffSegment } from './writeMxliff.js';

/** Our bilingual XLIFF 1.2: targets with the m:confirmed and m:locked state of each segment. */
export const mxliffFilter: FileFilter = {
  format: 'mxliff',
  title: 'MXLIFF (bilingual)',
  extensions: ['mxliff'],
  parse(bytes, settings, onUnit) {
    const { units, skeleton } = parseXliff12(bytes, settings, { bilingualState: true }, onUnit);
    return { units, skeleton: writeSkeleton('mxliff', skeleton) };
  },
  mergeReadsOriginal: true,
  merge: (skeleton, targets, settings, _states, original) =>
    mergeXliff12('mxliff', skeleton, targets, settings, { original }),
};
