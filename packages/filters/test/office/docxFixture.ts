import { buildPackage, officeRelType, type PackagePart } from './ooxmlFixture.js';

const w =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"';
const ct = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

export interface DocxParts {
  body: string;
  header?: string;
  footnotes?: string;
  comments?: string;
  hyperlinks?: Record<string, string>;
  title?: string;
}

/** A .docx built from WordprocessingML fragments: a body, and optionally a header, notes, comments. */
export function buildDocx(parts: DocxParts): Uint8Array {
  const list: PackagePart[] = [
    {
      name: 'word/document.xml',
      contentType: `${ct}.document.main+xml`,
      xml: `<w:document ${w}><w:body>${parts.body}<w:sectPr/></w:body></w:document>`,
    },
  ];
  if (parts.header)
    list.push({
      name: 'word/header1.xml',
      contentType: `${ct}.header+xml`,
      xml: `<w:hdr ${w}>${parts.header}</w:hdr>`,
    });
  if (parts.footnotes)
    list.push({
      name: 'word/footnotes.xml',
      contentType: `${ct}.footnotes+xml`,
      xml: `<w:footnotes ${w}>${parts.footnotes}</w:footnotes>`,
    });
  if (parts.comments)
    list.push({
      name: 'word/comments.xml',
      contentType: `${ct}.comments+xml`,
      xml: `<w:comments ${w}>${parts.comments}</w:comments>`,
    });
  if (parts.hyperlinks) {
    const rels = Object.entries(parts.hyperlinks)
      .map(
        ([id, url]) =>
          `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${url}" TargetMode="External"/>`,
      )
      .join('');
    list.push({
      name: 'word/_rels/document.xml.rels',
      xml: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
    });
  }
  if (parts.title) {
    list.push({
      name: 'docProps/core.xml',
      contentType: 'application/vnd.openxmlformats-package.core-properties+xml',
      xml: `<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${parts.title}</dc:title><dc:creator>Tessera</dc:creator></cp:coreProperties>`,
    });
  }
  return buildPackage(list, officeRelType);
}

export function paragraph(...runs: string[]): string {
  return `<w:p><w:pPr><w:pStyle w:val="Normal"/></w:pPr>${runs.join('')}</w:p>`;
}

export function run(text: string, rPr = ''): string {
  return `<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
}
