import { describe, expect, it } from 'vitest';
import { paragraphsOf } from '../src/formats/pdf/pdfParagraphs.js';
import type { PdfTextItem } from '../src/formats/pdf/pdfText.js';

// Right-to-left and CJK text needs fonts embedded in the PDF, which the fixture writer does not
// write: these tests give the paragraph rule the items pdf.js would read from such a page.
const item = (text: string, x: number, y: number, width: number, bold = false): PdfTextItem => ({
  text,
  x,
  y,
  width,
  size: 11,
  bold,
  italic: false,
});
const page = (items: PdfTextItem[]) => [{ width: 595, height: 842, items }];
const texts = (items: PdfTextItem[]) =>
  paragraphsOf(page(items)).map((paragraph) => paragraph.runs.map((run) => run.text).join(''));

describe('PDF paragraph rule', () => {
  it('joins Japanese lines without a space and Hebrew lines with one', () => {
    expect(
      texts([
        item('東京は日本の首都であり、人口が最も多い都', 72, 700, 450),
        item('市です。', 72, 686, 44),
        item('שלום לכולם, זהו מכתב ארוך שממשיך', 72, 650, 451),
        item('לשורה הבאה.', 72, 636, 60),
      ]),
    ).toEqual([
      '東京は日本の首都であり、人口が最も多い都市です。',
      'שלום לכולם, זהו מכתב ארוך שממשיך לשורה הבאה.',
    ]);
  });

  it('keeps a hyphen that ends a line and joins the word', () => {
    expect(
      texts([item('a line that ends in a well-', 72, 700, 451), item('known word.', 72, 686, 60)]),
    ).toEqual(['a line that ends in a well-known word.']);
  });

  it('reads items far apart on one baseline as separate cells', () => {
    expect(
      texts([item('Item', 72, 700, 25), item('Price', 300, 700, 28), item('Kettle', 72, 686, 33)]),
    ).toEqual(['Item', 'Price', 'Kettle']);
  });

  it('adds the space a PDF positions instead of drawing, in the face before it', () => {
    const [paragraph] = paragraphsOf(
      page([item('Hello', 72, 700, 28), item('world', 104, 700, 30, true)]),
    );
    expect(paragraph?.runs).toEqual([
      { text: 'Hello ', bold: false, italic: false },
      { text: 'world', bold: true, italic: false },
    ]);
  });

  it('starts a paragraph at a wider gap, a new font size and a new page', () => {
    const heading = { ...item('Title', 72, 740, 60), size: 18 };
    const paragraphs = paragraphsOf([
      {
        width: 595,
        height: 842,
        items: [heading, item('One.', 72, 716, 22), item('Two.', 72, 690, 22)],
      },
      { width: 595, height: 842, items: [item('Three.', 72, 770, 30)] },
    ]);
    expect(
      paragraphs.map((paragraph) => [paragraph.runs[0]?.text, paragraph.size, paragraph.newPage]),
    ).toEqual([
      ['Title', 18, false],
      ['One.', 11, false],
      ['Two.', 11, false],
      ['Three.', 11, true],
    ]);
  });
});
