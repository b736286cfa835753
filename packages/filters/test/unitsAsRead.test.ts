import { describe, expect, it } from 'vitest';
import { docxFilter } from '../src/formats/docx/docxFilter.js';
import { idmlFilter } from '../src/formats/idml/idmlFilter.js';
import { mxliffFilter } from '../src/formats/mxliff/index.js';
import { pptxFilter } from '../src/formats/pptx/pptxFilter.js';
import { xliff12Filter } from '../src/formats/xliff12/index.js';
import { xlsxFilter } from '../src/formats/xlsx/xlsxFilter.js';
import type { FileFilter, TextUnit } from '../src/types.js';
import { fixture } from './roundTrip.js';

// The filters that hand units to FileFilter.parse's onUnit as they read them, with a real file each.
const cases: Array<[string, FileFilter, string, string]> = [
  [xliff12Filter.format, xliff12Filter, 'xliff12', 'app.xlf'],
  [mxliffFilter.format, mxliffFilter, 'mxliff', 'job.mxliff'],
  [docxFilter.format, docxFilter, 'office', 'product-sheet.docx'],
  [pptxFilter.format, pptxFilter, 'office', 'launch-deck.pptx'],
  [xlsxFilter.format, xlsxFilter, 'office', 'price-list.xlsx'],
  [idmlFilter.format, idmlFilter, 'idml', 'brochure.idml'],
];

describe('units handed over as they are read', () => {
  it.each(cases)(
    '%s: the same units in order, none answered, the same skeleton',
    async (_format, filter, folder, name) => {
      const bytes = fixture(folder, name);
      const collected = await filter.parse(bytes, {});
      const handed: TextUnit[] = [];
      const streamed = await filter.parse(bytes, {}, (unit) => handed.push(unit));
      expect(collected.units.length).toBeGreaterThan(1);
      expect(streamed.units).toEqual([]);
      expect(handed).toEqual(collected.units);
      expect(Buffer.from(streamed.skeleton).equals(collected.skeleton)).toBe(true);
    },
  );
});
