import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { FilterError } from '../../types.js';

/** One piece of text as the page draws it, in content order, with its position and face. */
export interface PdfTextItem {
  text: string;
  /** Baseline start, in points from the page's lower left corner. */
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
  italic: boolean;
}

export interface PdfPageText {
  width: number;
  height: number;
  items: PdfTextItem[];
}

// The PDF header may follow up to 1024 bytes of junk (ISO 32000-1, annex H); anything else is no PDF.
const headerWindow = 1024;
const header = '%PDF-';
const boldName = /bold|black|heavy|semibold|demi/i;
const italicName = /italic|oblique|kursiv/i;

function hasPdfHeader(bytes: Uint8Array): boolean {
  const start = new TextDecoder('latin1').decode(bytes.subarray(0, headerWindow));
  return start.includes(header);
}

interface FontFace {
  bold: boolean;
  italic: boolean;
}

/** The face of a font pdf.js loaded for the page: its PostScript name says bold or italic, or its flags do. */
function fontFace(page: PDFPageProxy, fontId: string): FontFace {
  const font: unknown = page.commonObjs.has(fontId) ? page.commonObjs.get(fontId) : undefined;
  if (typeof font !== 'object' || font === null) return { bold: false, italic: false };
  const { name, bold, italic } = font as { name?: unknown; bold?: unknown; italic?: unknown };
  const postScriptName = typeof name === 'string' ? name : '';
  return {
    bold: bold === true || boldName.test(postScriptName),
    italic: italic === true || italicName.test(postScriptName),
  };
}

async function pageText(page: PDFPageProxy): Promise<PdfPageText> {
  // The operator list makes pdf.js hand over the page's fonts, whose names tell bold and italic.
  await page.getOperatorList();
  const content = await page.getTextContent();
  const items: PdfTextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue;
    const [, , c, d, x, y] = item.transform as number[];
    items.push({
      text: item.str,
      x: x ?? 0,
      y: y ?? 0,
      width: item.width,
      size: Math.hypot(c ?? 0, d ?? 0),
      ...fontFace(page, item.fontName),
    });
  }
  const [left = 0, bottom = 0, right = 0, top = 0] = page.view;
  page.cleanup();
  return { width: right - left, height: top - bottom, items };
}

function refusal(error: unknown): FilterError {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'PasswordException')
    return new FilterError(
      'The PDF is protected by a password. Remove the protection and upload it again.',
    );
  if (name === 'InvalidPDFException')
    return new FilterError(`The PDF is broken and cannot be read: ${message}`);
  return new FilterError(`The PDF could not be read: ${message}`);
}

async function openDocument(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  // The legacy build runs in Node (and in a worker thread) with pdf.js's worker in the same thread.
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let task: ReturnType<typeof getDocument>;
  try {
    task = getDocument({
      // pdf.js takes the buffer over (and refuses a Buffer): it gets a copy of its own.
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      enableXfa: false,
      verbosity: VerbosityLevel.ERRORS,
    });
  } catch (error) {
    throw refusal(error);
  }
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    throw refusal(error);
  }
}

/** The text of every page, in the order the pages draw it. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfPageText[]> {
  if (!hasPdfHeader(bytes)) throw new FilterError('The file is not a PDF document.');
  const document = await openDocument(bytes);
  try {
    const pages: PdfPageText[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      pages.push(await pageText(await document.getPage(number)));
    }
    return pages;
  } catch (error) {
    throw error instanceof FilterError ? error : refusal(error);
  } finally {
    await document.destroy();
  }
}
