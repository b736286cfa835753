import { FilterError } from '../../types.js';
import { OfficePackage } from '../../xml/ooxml/officePackage.js';
import { readXml } from '../../xml/readXml.js';
import { decodeCharacters } from '../../xml/xmlCharacters.js';
import {
  attribute,
  childElements,
  descendants,
  localName,
  type XmlDocument,
  type XmlElement,
} from '../../xml/xmlTree.js';

/** One row of a bilingual file as written by writeMxliff or the bilingual DOCX table. */
export interface BilingualFileSegment {
  id: string;
  source: string;
  target: string;
  confirmed: boolean;
}

export interface BilingualFileContent {
  /** The job's file name the bilingual file names (file original, or the DOCX title). */
  fileName: string;
  sourceLocale?: string;
  targetLocale?: string;
  /** The job part an MXLIFF was written from (m:job-part-uid), when it says. */
  jobPartUid?: string;
  segments: BilingualFileSegment[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function decodeUtf8(bytes: Uint8Array, what: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new FilterError(`The ${what} is not UTF-8.`);
  }
}

// Our writers escape tags as text: an element inside a source or target is not our file.
function plainContent(document: XmlDocument, element: XmlElement | undefined): string {
  if (!element) return '';
  if (childElements(element).length > 0)
    throw new FilterError(`The ${element.name} of a segment holds markup.`);
  return decodeCharacters(document.text, element.startTagEnd, element.endTagStart);
}

/** The segments of an MXLIFF file, read with the safe XML reader (no DOCTYPE entities). */
export function readMxliff(bytes: Uint8Array): BilingualFileContent {
  const document = readXml(decodeUtf8(bytes, 'MXLIFF file'), { name: 'the MXLIFF file' });
  if (localName(document.root.name) !== 'xliff') throw new FilterError('The file is not XLIFF.');
  const file = childElements(document.root, 'file')[0];
  if (!file) throw new FilterError('The XLIFF file has no file element.');
  const segments = [...descendants(file)]
    .filter((element) => element.name === 'trans-unit')
    .map((unit) => ({
      id: attribute(unit, 'id') ?? '',
      source: plainContent(document, childElements(unit, 'source')[0]),
      target: plainContent(document, childElements(unit, 'target')[0]),
      confirmed: attribute(unit, 'm:confirmed') === '1',
    }));
  return {
    fileName: attribute(file, 'original') ?? '',
    sourceLocale: attribute(file, 'source-language'),
    targetLocale: attribute(file, 'target-language'),
    jobPartUid: attribute(file, 'm:job-part-uid'),
    segments,
  };
}

// A cell's or paragraph's text: runs' text, Word line breaks as '\n', paragraphs joined by '\n'.
function wordText(document: XmlDocument, container: XmlElement): string {
  const paragraphs =
    container.name === 'w:p'
      ? [container]
      : [...descendants(container)].filter((element) => element.name === 'w:p');
  return paragraphs
    .map((paragraph) =>
      [...descendants(paragraph)]
        .map((element) => {
          if (element.name === 'w:t')
            return decodeCharacters(document.text, element.startTagEnd, element.endTagStart);
          if (element.name === 'w:br' || element.name === 'w:cr') return '\n';
          return element.name === 'w:tab' ? '\t' : '';
        })
        .join(''),
    )
    .join('\n');
}

const wordDocumentType = /wordprocessingml\.document\.main\+xml$/;

/**
 * The segments of a bilingual DOCX table (ID, Source, Target, Status), read with the project's
 * zip limits (no zip bomb) and safe XML reader; the title paragraph names the job's file.
 */
export function readBilingualDocx(
  bytes: Uint8Array,
  maxUnpackedBytes: number,
): BilingualFileContent {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new FilterError('The file is not a DOCX.');
  const pkg = new OfficePackage(bytes, 'Word', {
    maxEntries: 1_000,
    maxTotalUnpackedSize: maxUnpackedBytes,
  });
  const [documentName] = pkg.partsOfType(wordDocumentType);
  if (!documentName) throw new FilterError('The file is not a Word document.');
  const document = pkg.readPart(documentName);
  const body = childElements(document.root, 'w:body')[0];
  const table = body && childElements(body, 'w:tbl')[0];
  if (!body || !table) throw new FilterError('The Word document has no bilingual table.');
  const title = childElements(body, 'w:p')[0];
  const [header, ...rows] = childElements(table, 'w:tr').map((row) =>
    childElements(row, 'w:tc').map((cell) => wordText(document, cell)),
  );
  if (header?.join('|') !== 'ID|Source|Target|Status')
    throw new FilterError('The Word table is not a bilingual table.');
  return {
    fileName: title ? wordText(document, title) : '',
    segments: rows.map(([id = '', source = '', target = '', status = '']) => ({
      id,
      source,
      target,
      confirmed: status.split(',').some((state) => state.trim() === 'Confirmed'),
    })),
  };
}
