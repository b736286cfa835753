import { describe, expect, it } from 'vitest';
import { csvFilter } from '../src/formats/csv/index.js';
import { docxFilter } from '../src/formats/docx/docxFilter.js';
import { jsonFilter } from '../src/formats/json/index.js';
import { xliff12Filter } from '../src/formats/xliff12/index.js';
import type { FileFilter } from '../src/types.js';
import { buildDocx, paragraph, run } from './office/docxFixture.js';
import { asBinary, changeText } from './roundTrip.js';

const count = 20_000;
const numbers = Array.from({ length: count }, (_, index) => index + 1);
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

interface HugeFile {
  name: string;
  filter: FileFilter;
  bytes: Uint8Array;
  /** Units the file holds: a JSON object or CSV row of the file gives two. */
  units: number;
  bilingual: boolean;
}

// Huge files are generated here rather than committed: ~20k rows of each representative format.
const hugeFiles: HugeFile[] = [
  {
    name: 'XLIFF 1.2',
    filter: xliff12Filter,
    bytes: encode(
      '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">' +
        '<file original="catalog.html" source-language="en" target-language="ja" datatype="html"><body>\n' +
        numbers
          .map(
            (n) =>
              `<trans-unit id="u${n}"><source>Item ${n}: <g id="1">folding</g> chair &amp; table</source><target>品目 ${n}: <g id="1">折りたたみ</g>椅子</target></trans-unit>\n`,
          )
          .join('') +
        '</body></file></xliff>\n',
    ),
    units: count,
    bilingual: true,
  },
  {
    name: 'JSON',
    filter: jsonFilter,
    bytes: encode(
      `{\n${numbers.map((n) => `  "product${n}": { "name": "Chair ${n}", "note": "كرسي ${n}" }`).join(',\n')}\n}\n`,
    ),
    units: 2 * count,
    bilingual: false,
  },
  {
    name: 'CSV',
    filter: csvFilter,
    bytes: encode(numbers.map((n) => `"Row ${n}, ""quoted""",東京 ${n}\r\n`).join('')),
    units: 2 * count,
    bilingual: false,
  },
  {
    name: 'DOCX',
    filter: docxFilter,
    bytes: buildDocx({
      body: numbers
        .map((n) => paragraph(run(`Paragraph ${n} of the `), run('manual', '<w:b/>')))
        .join(''),
    }),
    units: count,
    bilingual: false,
  },
];

const pseudo = (text: string): string =>
  changeText(text, (plain) => (plain === '' ? '' : `[[${plain}]]`));

describe('huge files', () => {
  it.each(hugeFiles)(
    '$name: every unit is read, merged back unchanged and translated',
    { timeout: 120_000 },
    async ({ filter, bytes, units: expected, bilingual }) => {
      const { units, skeleton } = await filter.parse(bytes, {});
      expect(units).toHaveLength(expected);
      const same = new Map(
        units.map((unit) => [unit.id, bilingual ? (unit.target ?? '') : unit.source]),
      );
      expect(asBinary(await filter.merge(skeleton, same, {}, undefined, bytes))).toBe(
        asBinary(bytes),
      );
      const targets = new Map(units.map((unit) => [unit.id, pseudo(unit.source)]));
      const reread = await filter.parse(
        await filter.merge(skeleton, targets, {}, undefined, bytes),
        {},
      );
      expect(reread.units).toHaveLength(expected);
      expect(reread.units.map((unit) => (bilingual ? unit.target : unit.source))).toEqual(
        units.map((unit) => targets.get(unit.id)),
      );
    },
  );
});
