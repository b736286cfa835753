import { toBcp47 } from '@tessera/contracts';
import { targetLanguageTag } from '../../targetLanguage/index.js';
import { readSkeleton, writeSkeleton } from '../../skeleton/index.js';
import {
  FilterError,
  type FileFilter,
  type FilterSettings,
  type ParseResult,
} from '../../types.js';
import { writeDocx } from './docxPackage.js';
import { paragraphsOf } from './pdfParagraphs.js';
import { assertPdfConversion } from './pdfSettings.js';
import { readPdfText, type PdfPageText } from './pdfText.js';
import { pdfUnits, type PdfSkeleton } from './pdfUnits.js';

const format = 'pdf';
// A4 in points, for a first page too small to lay out text on with one inch margins.
const a4 = { width: 595, height: 842 };
const smallestPage = 216;

function pageSize(pages: PdfPageText[]): PdfSkeleton['page'] {
  const first = pages[0];
  if (!first || first.width < smallestPage || first.height < smallestPage) return a4;
  return { width: first.width, height: first.height };
}

async function parsePdf(bytes: Uint8Array, settings: FilterSettings): Promise<ParseResult> {
  assertPdfConversion(settings);
  const pages = await readPdfText(bytes);
  const paragraphs = paragraphsOf(pages);
  if (paragraphs.length === 0)
    throw new FilterError(
      'The PDF has no text to translate: it may be a scanned image. Run OCR on it first.',
    );
  const { units, skeleton } = pdfUnits(paragraphs, pageSize(pages));
  return { units, skeleton: writeSkeleton(format, skeleton) };
}

/**
 * PDF: the text layer is read into paragraphs; the completed file is a Word document (DOCX) of
 * the translated paragraphs with their headings, bold and italic, as Phrase converts PDFs.
 */
export const pdfFilter: FileFilter = {
  format,
  title: 'PDF',
  extensions: ['pdf'],
  completedExtension: 'docx',
  parse: parsePdf,
  merge(skeleton, targets, settings) {
    const language =
      targetLanguageTag(settings) ??
      (settings.sourceLocale ? toBcp47(settings.sourceLocale) : undefined);
    return writeDocx(readSkeleton<PdfSkeleton>(skeleton, format), targets, language);
  },
};
