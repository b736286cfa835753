import type { FileFilter } from '../../types.js';
import { mergeXliff12 } from '../xliff12/index.js';
import { parseXliff20 } from './parseXliff20.js';

/** XLIFF 2.0; chosen by its format value, as the XLIFF 1.2 filter that owns .xlf refuses 2.0 files. */
export const xliff20Filter: FileFilter = {
  format: 'xliff20',
  title: 'XLIFF 2.0',
  extensions: ['xlf', 'xliff'],
  parse(bytes, settings) {
    return parseXliff20(bytes, settings);
  },
  mergeReadsOriginal: true,
  merge: (skeleton, targets, settings, states, original) =>
    mergeXliff12('xliff20', skeleton, targets, settings, {
      states: { prefix: 'xlf2', ofUnits: states },
      original,
    }),
};
