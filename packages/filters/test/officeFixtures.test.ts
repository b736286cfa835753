import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstSheetRows } from '../src/formats/termXlsx/sheetRows.js';
import { xlsxFilter } from '../src/formats/xlsx/xlsxFilter.js';
import { OfficePackage } from '../src/xml/ooxml/officePackage.js';
import { generateOfficeFixtures } from './fixtures/office/generate.js';
import { asBinary } from './roundTrip.js';

const generated = [...generateOfficeFixtures()];
const committed = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`./fixtures/office/${name}`, import.meta.url)));
const utf8 = new TextDecoder();

describe('Office fixtures', () => {
  it('are one document of each Office format', () => {
    expect(generated.map(([name]) => name.slice(name.lastIndexOf('.') + 1)).sort()).toEqual([
      'docx',
      'pptx',
      'xlsx',
    ]);
  });

  describe.each(generated)('%s', (name, fresh) => {
    it('is committed exactly as generate.ts builds it from its parts', () => {
      expect(asBinary(committed(name))).toBe(asBinary(fresh));
    });

    it('is a complete package: typed, well-formed parts whose relationships all resolve', () => {
      const pkg = new OfficePackage(fresh, name);
      const names = new Set(pkg.entries.map((entry) => entry.name));
      expect(names).toContain('[Content_Types].xml');
      expect(names).toContain('_rels/.rels');
      for (const entry of pkg.entries) {
        expect(pkg.contentType(entry.name), entry.name).not.toBe('');
        expect(pkg.readPart(entry.name).root.name).not.toBe('');
        const relationships = pkg.relationships(entry.name);
        for (const relationship of relationships.filter((item) => !item.external))
          expect(names, `${entry.name} → ${relationship.target}`).toContain(relationship.target);
        const ids = new Set(relationships.map((item) => item.id));
        for (const [, id] of utf8.decode(entry.data).matchAll(/\br:(?:id|embed|link)="([^"]+)"/g))
          expect(ids, `${entry.name} r:id ${id}`).toContain(id);
      }
      expect(pkg.relationships('').map((item) => item.target)).toContain(
        { docx: 'word/document.xml', xlsx: 'xl/workbook.xml', pptx: 'ppt/presentation.xml' }[
          name.slice(name.lastIndexOf('.') + 1)
        ],
      );
    });
  });

  it('reads as cells with the term table sheet reader, translated too', async () => {
    const rows = async (bytes: Uint8Array): Promise<string[][]> =>
      firstSheetRows(bytes, 1 << 20).map(({ cells }) => cells.slice(0, 3));
    const book = committed('price-list.xlsx');
    expect((await rows(book))[3]).toEqual(['طاولة حديقة', 'طاولة قابلة للطي لستة أشخاص', '129.5']);
    const { units, skeleton } = await xlsxFilter.parse(book, {});
    const targets = new Map(units.map((unit) => [unit.id, `«${unit.source}» 中文`]));
    const translated = await rows(await xlsxFilter.merge(skeleton, targets, {}, undefined, book));
    expect(translated[1]).toEqual([
      '«Garden chair» 中文',
      '«Folding chair, FSC & recycled oak» 中文',
      '49.9',
    ]);
  });
});
