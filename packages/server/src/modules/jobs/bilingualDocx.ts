import { writeZip } from '@tessera/filters';

export interface BilingualRow {
  id: string;
  source: string;
  target: string;
  status: string;
}

const encoder = new TextEncoder();
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const wordNamespace = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Line breaks of a segment become Word line breaks; xml:space keeps its spaces.
function cell(text: string, header = false): string {
  const runs = text
    .split('\n')
    .map((line) => `<w:t xml:space="preserve">${escapeXml(line)}</w:t>`)
    .join('<w:br/>');
  const bold = header ? '<w:rPr><w:b/></w:rPr>' : '';
  return `<w:tc><w:p><w:r>${bold}${runs}</w:r></w:p></w:tc>`;
}

const row = (cells: string[], header = false) =>
  `<w:tr>${cells.map((text) => cell(text, header)).join('')}</w:tr>`;

/** The bilingual table of a job (id, source, target, status) as a minimal WordprocessingML document. */
export function writeBilingualDocx(title: string, rows: readonly BilingualRow[]): Uint8Array {
  const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="999999"/>`)
    .join('');
  const table =
    `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/><w:tblBorders>${borders}</w:tblBorders></w:tblPr>` +
    row(['ID', 'Source', 'Target', 'Status'], true) +
    rows
      .map((segment) => row([segment.id, segment.source, segment.target, segment.status]))
      .join('') +
    '</w:tbl>';
  const document =
    `${declaration}<w:document xmlns:w="${wordNamespace}"><w:body>` +
    `<w:p><w:r><w:t xml:space="preserve">${escapeXml(title)}</w:t></w:r></w:p>${table}` +
    '<w:sectPr/></w:body></w:document>';
  const contentTypes =
    `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>';
  const rels =
    `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>';
  return writeZip([
    { name: '[Content_Types].xml', data: encoder.encode(contentTypes) },
    { name: '_rels/.rels', data: encoder.encode(rels) },
    { name: 'word/document.xml', data: encoder.encode(document) },
  ]);
}
