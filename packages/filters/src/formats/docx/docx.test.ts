import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDocx, paragraph, run } from '../../../test/office/docxFixture.js';
import { fileLikeZipBytes } from '../../../test/fileLikeZipBytes.js';
import { expectSamePackage, expectTranslationsReadBack } from '../../../test/roundTrip.js';
import { FilterError } from '../../types.js';
import { crc32 } from '../../zip/crc32.js';
import { readZip } from '../../zip/index.js';
import { docxFilter } from './docxFilter.js';

const sources = async (file: Uint8Array, settings = {}): Promise<string[]> =>
  (await docxFilter.parse(file, settings)).units.map((unit) => unit.source);

const partText = (file: Uint8Array, name: string): string =>
  new TextDecoder().decode(readZip(file).find((entry) => entry.name === name)?.data);

const shout = (text: string): string => text.toUpperCase();

describe('docx filter', () => {
  const sample = buildDocx({
    body:
      paragraph(run('Hello '), run('bold &amp; brave', '<w:b/>'), run(' world.')) +
      paragraph(run('   ')) +
      '<w:tbl><w:tr><w:tc>' +
      paragraph(run('مرحبا بالعالم'), run('&lt;tab&gt;', '<w:i/>')) +
      '</w:tc><w:tc>' +
      paragraph(run('表格单元格')) +
      '</w:tc></w:tr></w:tbl>' +
      paragraph(
        '<w:bookmarkStart w:id="0" w:name="start"/>',
        run('Tab'),
        '<w:r><w:tab/></w:r>',
        '<w:hyperlink r:id="rId9">' +
          run('link', '<w:rStyle w:val="Hyperlink"/>') +
          '</w:hyperlink>',
        run('hidden', '<w:vanish/>'),
        '<w:bookmarkEnd w:id="0"/>',
      ),
    header: paragraph(run('Header text')),
    footnotes: '<w:footnote w:id="1">' + paragraph(run('A footnote.')) + '</w:footnote>',
    comments: '<w:comment w:id="0">' + paragraph(run('Reviewer note')) + '</w:comment>',
    hyperlinks: { rId9: 'https://example.com/en' },
    title: 'Quarterly report',
  });

  it('makes a unit of each paragraph and tags formatting that differs', async () => {
    expect(await sources(sample)).toEqual([
      'Hello {1}bold & brave{/1} world.',
      'مرحبا بالعالم{1}<tab>{/1}',
      '表格单元格',
      'Tab{1/}{2}{3}link{/3}{/2}',
      'Header text',
      'A footnote.',
    ]);
  });

  it('honours the extract settings for comments, hidden text, hyperlink targets and properties', async () => {
    const all = {
      msWordExtractComments: true,
      msWordExtractHidden: true,
      msWordExtractHyperlinkTarget: true,
      msWordExtractProperties: true,
    };
    const extracted = await sources(sample, all);
    expect(extracted).toContain('Tab{1/}{2}{3}link{/3}{/2}{4}hidden{/4}');
    expect(extracted).toContain('Reviewer note');
    expect(extracted).toContain('https://example.com/en');
    expect(extracted).toContain('Quarterly report');
    await expectSamePackage(docxFilter, sample, all);
  });

  it('gives back every zip entry byte for byte without translations', async () => {
    await expectSamePackage(docxFilter, sample);
  });

  it('writes translations that read back as the new sources', async () => {
    const merged = await expectTranslationsReadBack(docxFilter, sample, shout);
    expect(partText(merged, 'word/document.xml')).toContain('BOLD &amp; BRAVE');
    expect(partText(merged, '[Content_Types].xml')).toBe(partText(sample, '[Content_Types].xml'));
    await expectTranslationsReadBack(docxFilter, sample, (text) => `«${text}» & <ok> "ש"`, {
      msWordExtractHidden: true,
    });
  });

  it('joins similar runs unless told not to, and protects text the tag regexp matches', async () => {
    const file = buildDocx({
      body: paragraph(
        run('Hi '),
        run('a', '<w:b/><w:lang w:val="en-US"/>'),
        run('b', '<w:b/>'),
        run(' {name} {1}'),
      ),
    });
    expect(await sources(file)).toEqual(['Hi {1}ab{/1} {name} {2/}']);
    expect(await sources(file, { msWordJoinSimilarRuns: false })).toEqual([
      'Hi {1}a{/1}{2}b{/2} {name} {3/}',
    ]);
    expect(await sources(file, { msWordTagRegexp: '\\{[a-z]+\\}' })).toEqual([
      'Hi {1}ab{/1} {2/} {3/}',
    ]);
    await expectSamePackage(docxFilter, file, { msWordTagRegexp: '\\{[a-z]+\\}' });
  });

  it('extracts text boxes inside drawings, alternative texts and index entries', async () => {
    const drawing =
      '<w:r><w:drawing><wp:inline><wp:docPr id="1" name="Box" descr="A chart of sales"/>' +
      '<w:txbxContent>' +
      paragraph(run('Inside the box')) +
      '</w:txbxContent></wp:inline></w:drawing></w:r>';
    const index =
      '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> XE "Apples" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>';
    const file = buildDocx({ body: paragraph(run('Before '), drawing, run(' after'), index) });
    const parsed = await docxFilter.parse(file, {
      msWordExtractOther: true,
      msWordExtractIndexes: true,
    });
    expect(parsed.units.map((unit) => unit.source)).toEqual([
      'A chart of sales',
      'Inside the box',
      'Apples',
      'Before {1/} after',
    ]);
    await expectSamePackage(docxFilter, file, {
      msWordExtractOther: true,
      msWordExtractIndexes: true,
    });
    const merged = await expectTranslationsReadBack(docxFilter, file, shout, {
      msWordExtractOther: true,
      msWordExtractIndexes: true,
    });
    expect(partText(merged, 'word/document.xml')).toContain('XE "APPLES"');
  });

  it('sets the target font on translated runs', async () => {
    const file = buildDocx({
      body: paragraph(run('Font me', '<w:rStyle w:val="Strong"/><w:rFonts w:ascii="Arial"/>')),
    });
    const parsed = await docxFilter.parse(file, {});
    const merged = await docxFilter.merge(
      parsed.skeleton,
      new Map([['1', 'Police']]),
      {
        msWordTargetFont: 'Noto Sans',
      },
      undefined,
      file,
    );
    expect(partText(merged, 'word/document.xml')).toContain(
      '<w:rPr><w:rStyle w:val="Strong"/><w:rFonts w:ascii="Noto Sans" w:hAnsi="Noto Sans" w:eastAsia="Noto Sans" w:cs="Noto Sans"/></w:rPr><w:t xml:space="preserve">Police</w:t>',
    );
  });

  it('refuses hostile and broken files with a FilterError', async () => {
    const xxe = buildDocx({ body: paragraph(run('x')) });
    const entries = readZip(xxe);
    const hostile =
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><w:document>&x;</w:document>';
    const { writeZip } = await import('../../zip/index.js');
    const patched = writeZip(
      entries.map((entry) =>
        entry.name === 'word/document.xml'
          ? { name: entry.name, data: new TextEncoder().encode(hostile) }
          : entry,
      ),
    );
    await expect(async () => docxFilter.parse(patched, {})).rejects.toThrow(/declares entities/);
    const broken = writeZip(
      entries.map((entry) =>
        entry.name === 'word/document.xml'
          ? { name: entry.name, data: new TextEncoder().encode('<a>\n<b></a>') }
          : entry,
      ),
    );
    await expect(async () => docxFilter.parse(broken, {})).rejects.toThrow(/line 2/);
    await expect(async () =>
      docxFilter.parse(new TextEncoder().encode('not a zip'), {}),
    ).rejects.toBeInstanceOf(FilterError);
    await expect(async () =>
      docxFilter.merge(new Uint8Array([1, 2]), new Map(), {}),
    ).rejects.toBeInstanceOf(FilterError);
  });

  it('checks a picture it does not read, and gives it back byte for byte', async () => {
    const { writeZip } = await import('../../zip/index.js');
    const picture = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 7919) % 251);
    const withPicture = (crc32?: number) =>
      writeZip([
        ...readZip(buildDocx({ body: paragraph(run('A picture follows.')) })),
        {
          name: 'word/media/image1.png',
          data: picture,
          ...(crc32 !== undefined && {
            raw: {
              method: 0,
              compressed: picture,
              crc32,
              versionMadeBy: 20,
              externalAttributes: 0,
            },
          }),
        },
      ]);
    await expectSamePackage(docxFilter, withPicture());
    await expect(async () => docxFilter.parse(withPicture(12_345), {})).rejects.toThrow(
      /image1.png" fails its checksum/,
    );
    // Read by position (a stored file), the picture (stored as is) is checked piece by piece,
    // never read whole.
    const stored = withPicture(crc32(picture));
    const { source, read } = fileLikeZipBytes(stored, 4096);
    expect(await docxFilter.parseZip?.(source, {})).toEqual(await docxFilter.parse(stored, {}));
    expect(read.largestSlice).toBeLessThan(picture.length);
    await expect(async () =>
      docxFilter.parseZip?.(fileLikeZipBytes(withPicture(12_345), 4096).source, {}),
    ).rejects.toThrow(/image1.png" fails its checksum/);
  });

  // Generous timeout: property runs share two cores with the rest of the suite.
  it('round-trips generated documents', { timeout: 30_000 }, async () => {
    const formats = [
      '',
      '<w:b/>',
      '<w:i/>',
      '<w:b/><w:i/>',
      '<w:vanish/>',
      '<w:color w:val="FF0000"/>',
    ];
    const text = fc
      .stringMatching(/^[A-Za-z0-9 &<>"'ÄßعבדשCJK中文日本語]{1,12}$/)
      .map((value) =>
        value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
      );
    const runs = fc.array(fc.tuple(text, fc.constantFrom(...formats)), {
      minLength: 1,
      maxLength: 5,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(runs, { minLength: 0, maxLength: 4 }), async (paragraphs) => {
        const file = buildDocx({
          body: paragraphs
            .map((runList) => paragraph(...runList.map(([value, rPr]) => run(value, rPr))))
            .join(''),
        });
        await expectSamePackage(docxFilter, file);
        await expectTranslationsReadBack(docxFilter, file, (value) => `${value.toUpperCase()}ع`);
      }),
      { numRuns: 40 },
    );
  });
});
