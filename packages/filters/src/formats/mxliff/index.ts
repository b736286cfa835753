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
    return parseXliff12(bytes, settings, { format: 'mxliff', bilingualState: true }, onUnit);
  },
  mergeReadsOriginal: true,
  merge: (skeleton, targets, settings, _states, original) =>
    mergeXliff12('mxliff', skeleton, targets, settings, { original }),
};
