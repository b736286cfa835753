import { stringSetting } from '../../formatSettings/index.js';
import { FilterError, type FilterSettings } from '../../types.js';

/** The one conversion there is: the PDF's text layer is read as it stands. */
export const defaultConversion = 'DEFAULT';

/** Checks pdfFilter: DEFAULT (or blank) reads the text layer; no other conversion (OCR) is offered. */
export function assertPdfConversion(settings: FilterSettings): void {
  const conversion = stringSetting(settings, 'pdfFilter')?.trim() ?? defaultConversion;
  if (conversion.toUpperCase() !== defaultConversion)
    throw new FilterError(
      `The PDF conversion "${conversion}" is not available: only ${defaultConversion} (reading the PDF's text layer) is. Scanned PDFs need OCR before upload.`,
    );
}
