import type { FileFilter } from './types.js';
import { xliff12Filter } from './formats/xliff12/index.js';
import { mxliffFilter } from './formats/mxliff/index.js';
import { poFilter } from './formats/po/index.js';
import { jsonFilter } from './formats/json/index.js';
import { propertiesFilter } from './formats/properties/index.js';
import { csvFilter } from './formats/csv/index.js';
import { txtFilter } from './formats/txt/index.js';
import { yamlFilter } from './formats/yaml/index.js';
import { docxFilter } from './formats/docx/docxFilter.js';
import { htmlFilter } from './formats/html/htmlFilter.js';
import { xlsxFilter } from './formats/xlsx/xlsxFilter.js';
import { pptxFilter } from './formats/pptx/pptxFilter.js';
import { resxFilter } from './formats/resx/index.js';
import { iosStringsFilter } from './formats/iosStrings/index.js';
import { androidFilter } from './formats/android/index.js';
import { isAndroidPath, looksLikeAndroidStrings } from './formats/android/androidFile.js';
import { xliff20Filter } from './formats/xliff20/index.js';
import { xmlFilter } from './formats/xml/xmlFilter.js';
import { markdownFilter } from './formats/markdown/markdownFilter.js';
import { ttxFilter } from './formats/ttx/index.js';
import { sdlXliffFilter } from './formats/sdlxliff/index.js';
import { idmlFilter } from './formats/idml/idmlFilter.js';
import { phpFilter } from './formats/php/index.js';
import { quarkFilter } from './formats/quark/index.js';
import { mifFilter } from './formats/mif/index.js';
import { pdfFilter } from './formats/pdf/pdfFilter.js';
import { multilingualXmlFilter } from './formats/multilingualXml/index.js';
import { ditaFilter, docBookFilter, xmlVocabularyOf } from './formats/xmlVocabulary/index.js';

// Every supported format, in the order getSupportedFileFormats lists them.
export const fileFilters: FileFilter[] = [
  docxFilter,
  htmlFilter,
  xlsxFilter,
  pptxFilter,
  xliff12Filter,
  mxliffFilter,
  poFilter,
  jsonFilter,
  propertiesFilter,
  csvFilter,
  txtFilter,
  yamlFilter,
  xmlFilter,
  resxFilter,
  iosStringsFilter,
  androidFilter,
  xliff20Filter,
  markdownFilter,
  sdlXliffFilter,
  ttxFilter,
  idmlFilter,
  phpFilter,
  quarkFilter,
  mifFilter,
  ditaFilter,
  docBookFilter,
  pdfFilter,
  multilingualXmlFilter,
];

/**
 * The filter a file's name says; an .xml file that is Android strings (by its values*\/strings.xml
 * path or, given its bytes, by its content), DITA or DocBook (by its DOCTYPE or namespace) gets
 * that filter rather than the generic XML one.
 */
export function filterForFile(fileName: string, bytes?: Uint8Array): FileFilter | undefined {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xml') && (isAndroidPath(lower) || (bytes && looksLikeAndroidStrings(bytes))))
    return androidFilter;
  const vocabulary = lower.endsWith('.xml') && bytes ? xmlVocabularyOf(bytes) : undefined;
  if (vocabulary) return vocabulary === 'dita' ? ditaFilter : docBookFilter;
  return fileFilters.find((filter) => filter.extensions.some((ext) => lower.endsWith(`.${ext}`)));
}

export function filterForFormat(format: string): FileFilter | undefined {
  return fileFilters.find((filter) => filter.format === format);
}
