import { Worker } from 'node:worker_threads';
import { tagTokenPattern } from '@tessera/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docxFilter } from '../src/formats/docx/docxFilter.js';
import { pdfFilter } from '../src/formats/pdf/pdfFilter.js';
import { FilterError, type FilterSettings, type TextUnit } from '../src/types.js';
import { readZip } from '../src/zip/index.js';
import { writePdf, type PdfBlock } from './fixtures/pdf/writePdf.js';
import { changeText, fixture, translateText } from './roundTrip.js';

const pdf = (name: string): Uint8Array => fixture('pdf', name);
const withoutTags = (text: string): string => text.replace(tagTokenPattern, '');
// Word keeps line breaks and tabs as elements, which its filter reads as tags.
const plainParagraph = (text: string): string => withoutTags(text).replace(/[\n\t]/g, '');
const pseudoTranslate = (unit: TextUnit): string =>
  changeText(unit.source, (plain) => (plain === '' ? '' : `[[${[...plain].reverse().join('')}]]`));

async function completed(
  bytes: Uint8Array,
  translate?: (unit: TextUnit) => string,
  settings: FilterSettings = {},
): Promise<{ units: TextUnit[]; docx: Uint8Array; targets: Map<string, string> }> {
  const { units, skeleton } = await pdfFilter.parse(bytes, settings);
  const targets = new Map(translate ? units.map((unit) => [unit.id, translate(unit)]) : []);
  return { units, docx: await pdfFilter.merge(skeleton, targets, settings), targets };
}

/** The paragraphs of the completed DOCX as the Word filter reads them, tags left out. */
async function docxParagraphs(docx: Uint8Array): Promise<string[]> {
  const { units } = await docxFilter.parse(docx, {});
  return units.map((unit) => plainParagraph(unit.source));
}

const part = (docx: Uint8Array, name: string): string =>
  new TextDecoder().decode(readZip(docx).find((entry) => entry.name === name)?.data);

async function refusal(bytes: Uint8Array, settings: FilterSettings = {}): Promise<FilterError> {
  const error: unknown = await Promise.resolve()
    .then(() => pdfFilter.parse(bytes, settings))
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(FilterError);
  return error as FilterError;
}

describe('PDF filter', () => {
  it('reads the letter as paragraphs: wrapped lines joined, headings, a bold run', async () => {
    const { units } = await pdfFilter.parse(pdf('letter.pdf'), {});
    expect(units.map((unit) => unit.source)).toEqual([
      'Northwind Traders',
      '12 Harbour Street',
      'Bristol BS1 4QA',
      'Quarterly letter to our partners',
      'Dear partners,',
      'Thank you for another year of working with us. Thanks to your orders and your patience with our new warehouse, 2026 was a {1}record year{/1} for the whole company: we shipped more parcels than ever before, and we shipped them faster.',
      'Our customer survey, which we call {1}The Listening Tour{/1}, reached over four thousand shops in twelve countries. Most of them asked for shorter delivery times and clearer invoices.',
      'What changes in 2027',
      'From January, every order placed before noon leaves our warehouse on the same day. Invoices will show the price of each item and the cost of delivery on separate lines.',
      'We will also open a second warehouse near Rotterdam in the spring, so that parcels to the Netherlands and Belgium arrive a day earlier than they do today.',
      'Kind regards,',
      'Maria Svensson',
      'Director of Partnerships',
    ]);
    expect(units.every((unit) => unit.segment && unit.id === `p${units.indexOf(unit) + 1}`)).toBe(
      true,
    );
  });

  it('keeps WinAnsi punctuation and protects text that looks like a tag', async () => {
    const { units } = await pdfFilter.parse(pdf('notice.pdf'), {});
    expect(units.map((unit) => unit.source)).toEqual([
      'Safety notice',
      'The “Model 7” kettle – sold between March and May – may overheat when it is switched on without water. Return it to the shop for a refund of €49.',
      'Do not open the base of the kettle yourself.',
      'Order numbers look like {2/}-2026 on your receipt; {3}keep{/3} the receipt.',
    ]);
  });

  it('completes a DOCX holding the source paragraphs when nothing is translated', async () => {
    for (const name of ['letter.pdf', 'notice.pdf']) {
      const { units, docx } = await completed(pdf(name));
      expect(await docxParagraphs(docx)).toEqual(units.map((unit) => withoutTags(unit.source)));
      const same = await completed(pdf(name), (unit) => unit.source);
      expect(same.docx).toEqual(docx);
    }
  });

  it('writes the translations into the DOCX, which the Word filter reads back', async () => {
    for (const translate of [pseudoTranslate, (unit: TextUnit) => translateText(unit.source)]) {
      const { units, docx, targets } = await completed(pdf('letter.pdf'), translate);
      expect(await docxParagraphs(docx)).toEqual(
        units.map((unit) => plainParagraph(targets.get(unit.id) ?? '')),
      );
    }
  });

  it('keeps headings, page breaks, bold and italic as Word styles', async () => {
    const { docx } = await completed(pdf('letter.pdf'), pseudoTranslate);
    const document = part(docx, 'word/document.xml');
    const paragraphs = document.match(/<w:p>.*?<\/w:p>/g) ?? [];
    const style = (index: number) => /w:pStyle w:val="(\w+)"/.exec(paragraphs[index] ?? '')?.[1];
    expect([0, 3, 7, 8].map(style)).toEqual(['Heading1', 'Heading2', 'Heading2', undefined]);
    expect(paragraphs.map((paragraph) => paragraph.includes('<w:pageBreakBefore/>'))).toEqual(
      paragraphs.map((_, index) => index === 7),
    );
    expect(paragraphs[5]).toContain(
      '<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">[[raey drocer]]</w:t></w:r>',
    );
    expect(paragraphs[6]).toContain(
      '<w:rPr><w:i/></w:rPr><w:t xml:space="preserve">[[ruoT gninetsiL ehT]]',
    );
    const styles = part(docx, 'word/styles.xml');
    expect(styles).toContain('w:styleId="Heading1"');
    expect(styles).toMatch(/w:styleId="Heading1".*?<w:sz w:val="36"\/>/);
    expect(styles).toMatch(/w:styleId="Heading2".*?<w:sz w:val="28"\/>/);
    expect(readZip(docx).map((entry) => entry.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
      'word/_rels/document.xml.rels',
      'word/styles.xml',
    ]);
  });

  it('writes tags the linguist moved or nested as runs, and unknown tags as text', async () => {
    const { skeleton } = await pdfFilter.parse(pdf('notice.pdf'), {});
    const targets = new Map([['p4', '{3}Nummern {2/}{/3} behalten {7}x']]);
    const document = part(await pdfFilter.merge(skeleton, targets, {}), 'word/document.xml');
    expect(document).toContain(
      '<w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve">Nummern {1}</w:t></w:r><w:r><w:t xml:space="preserve"> behalten {7}x</w:t></w:r>',
    );
  });

  it('sets the target language as the language of the document', async () => {
    const { docx } = await completed(pdf('notice.pdf'), undefined, { targetLocale: 'ja_jp' });
    expect(part(docx, 'word/styles.xml')).toContain('<w:lang w:eastAsia="ja-JP"/>');
    const source = await completed(pdf('notice.pdf'), undefined, { sourceLocale: 'en_us' });
    expect(part(source.docx, 'word/styles.xml')).toContain('<w:lang w:val="en-US"/>');
  });

  it('says the completed file is a DOCX', () => {
    expect(pdfFilter.completedExtension).toBe('docx');
  });

  it('reads the PDF in a worker thread, as the server does', async () => {
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      (async () => {
        const { register } = await import('tsx/esm/api');
        register();
        const { pdfFilter } = await import(workerData.module);
        const { units } = await pdfFilter.parse(workerData.bytes, {});
        parentPort.postMessage(units.length);
      })().catch((error) => parentPort.postMessage(String(error)));
    `;
    const worker = new Worker(code, {
      eval: true,
      workerData: {
        module: new URL('../src/formats/pdf/pdfFilter.ts', import.meta.url).href,
        bytes: pdf('letter.pdf'),
      },
    });
    const answer = await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(answer).toBe(13);
  }, 30_000);
});

describe('PDF files the filter refuses', () => {
  it('refuses a broken PDF', async () => {
    expect((await refusal(pdf('broken.pdf'))).message).toMatch(/The PDF is broken/);
  });

  it('refuses a PDF that needs a password', async () => {
    expect((await refusal(pdf('encrypted.pdf'))).message).toMatch(/protected by a password/);
  });

  it('refuses a scanned PDF without a text layer', async () => {
    expect((await refusal(pdf('scanned.pdf'))).message).toBe(
      'The PDF has no text to translate: it may be a scanned image. Run OCR on it first.',
    );
  });

  it('refuses a file that is not a PDF, and an empty one', async () => {
    const notPdf = new TextEncoder().encode('Hello, I am a text file.');
    expect((await refusal(notPdf)).message).toBe('The file is not a PDF document.');
    expect((await refusal(new Uint8Array())).message).toBe('The file is not a PDF document.');
  });

  it('refuses a PDF whose objects are cut off', async () => {
    const letter = pdf('letter.pdf');
    await refusal(letter.subarray(0, 400));
  });
});

describe('pdfFilter setting', () => {
  it('reads the text layer with DEFAULT or nothing set', async () => {
    for (const pdfFilterValue of [undefined, '', 'DEFAULT', 'default']) {
      const settings = pdfFilterValue === undefined ? {} : { pdfFilter: pdfFilterValue };
      expect((await pdfFilter.parse(pdf('notice.pdf'), settings)).units).toHaveLength(4);
    }
  });

  it('refuses any other conversion, such as OCR', async () => {
    expect((await refusal(pdf('notice.pdf'), { pdfFilter: 'OCR' })).message).toMatch(
      /The PDF conversion "OCR" is not available: only DEFAULT/,
    );
  });
});

// Text a standard font can set: WinAnsi letters, digits and punctuation, words split by one space.
// No braces: text like {9} becomes a protected tag, which its own test above covers. No word
// ends in a letter or digit and a hyphen: wrapped at the end of a line, that reads as a
// hyphenated word (pdfParagraphs.ts joinLines).
const winAnsiWord = fc
  .array(fc.constantFrom(...'abcXYZ019', ...'&<>"\'()\\/-.,;:!?', ...'éüßçÆ€–—“”‘’…•'), {
    minLength: 1,
    maxLength: 12,
  })
  .map((chars) => chars.join(''))
  .filter((word) => !/[\p{L}\p{N}]-$/u.test(word));
const winAnsiParagraph = fc
  .array(winAnsiWord, { minLength: 1, maxLength: 40 })
  .map((words) => words.join(' '));

describe('PDF round trip (property)', () => {
  it('reads back any text written into a PDF, and merges translations into the DOCX', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(winAnsiParagraph, fc.boolean()), { minLength: 1, maxLength: 4 }),
        async (paragraphs) => {
          const blocks: PdfBlock[] = paragraphs.map(([text, bold]) => ({
            runs: [{ text, font: bold ? 'bold' : 'regular' }],
          }));
          const { units, docx, targets } = await completed(writePdf([{ blocks }]), (unit) =>
            translateText(unit.source),
          );
          expect(units.map((unit) => withoutTags(unit.source))).toEqual(
            paragraphs.map(([text]) => text),
          );
          expect(await docxParagraphs(docx)).toEqual(
            units.map((unit) => plainParagraph(targets.get(unit.id) ?? '')),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
