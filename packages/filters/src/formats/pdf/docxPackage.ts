import { tagTokens } from '@tessera/contracts';
import { writeRun, withWordDefaultLanguage } from '../../xml/ooxml/runWriter.js';
import type { RunProps } from '../../xml/ooxml/officeUnit.js';
import { writeZip } from '../../zip/index.js';
import type { DocxParagraph, PdfSkeleton, RunFace } from './pdfUnits.js';

const utf8 = new TextEncoder();
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const wordNamespace = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const relationshipTypes = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const contentTypes = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
// One inch margins, in twentieths of a point.
const margin = 1440;

const contentTypesXml = `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${contentTypes}.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="${contentTypes}.styles+xml"/></Types>`;

const packageRelsXml = `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationshipTypes}/officeDocument" Target="word/document.xml"/></Relationships>`;

const documentRelsXml = `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationshipTypes}/styles" Target="styles.xml"/></Relationships>`;

// Font sizes are written in half points.
const halfPoints = (size: number): number => Math.round(size * 2);
const twips = (points: number): number => Math.round(points * 20);

function headingStyle(level: number, size: number): string {
  return `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:uiPriority w:val="9"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:before="240" w:after="120"/><w:outlineLvl w:val="${level - 1}"/></w:pPr><w:rPr><w:b/><w:bCs/><w:sz w:val="${halfPoints(size)}"/><w:szCs w:val="${halfPoints(size)}"/></w:rPr></w:style>`;
}

function stylesXml(skeleton: PdfSkeleton, language: string | undefined): string {
  const body = halfPoints(skeleton.bodySize);
  // Levels the PDF does not use get sizes between body text and the level above.
  const sizes = [0, 1, 2].map(
    (index) => skeleton.headingSizes[index] ?? skeleton.bodySize * (1.6 - 0.2 * index),
  );
  const styles = `${declaration}<w:styles xmlns:w="${wordNamespace}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:eastAsia="Arial" w:cs="Arial"/><w:sz w:val="${body}"/><w:szCs w:val="${body}"/><w:lang/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>${sizes.map((size, index) => headingStyle(index + 1, size)).join('')}</w:styles>`;
  return language ? withWordDefaultLanguage(styles, language) : styles;
}

const runProps = (face: RunFace): RunProps => ({
  element: 'w:rPr',
  attributes: [],
  children: [...(face.bold ? ['<w:b/>'] : []), ...(face.italic ? ['<w:i/>'] : [])],
});

/** The runs of a paragraph's text: its tags switch the face of the text they enclose. */
function paragraphRuns(paragraph: DocxParagraph, text: string): string {
  const open: Array<{ id: string; face: RunFace }> = [];
  let runs = '';
  let pending = '';
  const flush = () => {
    if (pending !== '')
      runs += writeRun('w', runProps(open.at(-1)?.face ?? paragraph.face), pending);
    pending = '';
  };
  let at = 0;
  for (const token of tagTokens(text)) {
    pending += text.slice(at, token.start);
    at = token.end;
    const face = paragraph.tagFaces[token.id];
    const literal = paragraph.literals[text.slice(token.start, token.end)];
    const openIndex = open.findIndex((item) => item.id === token.id);
    if (token.kind === 'open' && face) {
      flush();
      open.push({ id: token.id, face });
    } else if (token.kind === 'close' && openIndex >= 0) {
      flush();
      open.splice(openIndex, 1);
    } else if (token.kind === 'standalone' && literal !== undefined) pending += literal;
    // A tag the paragraph does not have stays as the text the linguist wrote.
    else pending += text.slice(token.start, token.end);
  }
  pending += text.slice(at);
  flush();
  return runs;
}

function paragraphXml(paragraph: DocxParagraph, text: string): string {
  const properties = [
    ...(paragraph.heading ? [`<w:pStyle w:val="Heading${paragraph.heading}"/>`] : []),
    ...(paragraph.pageBreakBefore ? ['<w:pageBreakBefore/>'] : []),
  ].join('');
  return `<w:p>${properties && `<w:pPr>${properties}</w:pPr>`}${paragraphRuns(paragraph, text)}</w:p>`;
}

function documentXml(skeleton: PdfSkeleton, targets: ReadonlyMap<string, string>): string {
  const paragraphs = skeleton.paragraphs
    .map((paragraph) => paragraphXml(paragraph, targets.get(paragraph.id) ?? paragraph.source))
    .join('');
  const { width, height } = skeleton.page;
  const section = `<w:sectPr><w:pgSz w:w="${twips(width)}" w:h="${twips(height)}"/><w:pgMar w:top="${margin}" w:right="${margin}" w:bottom="${margin}" w:left="${margin}" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr>`;
  return `${declaration}<w:document xmlns:w="${wordNamespace}"><w:body>${paragraphs || '<w:p/>'}${section}</w:body></w:document>`;
}

/** A minimal WordprocessingML package that Word and LibreOffice open: the paragraphs and their styles. */
export function writeDocx(
  skeleton: PdfSkeleton,
  targets: ReadonlyMap<string, string>,
  language: string | undefined,
): Uint8Array {
  const entries: Array<[string, string]> = [
    ['[Content_Types].xml', contentTypesXml],
    ['_rels/.rels', packageRelsXml],
    ['word/document.xml', documentXml(skeleton, targets)],
    ['word/_rels/document.xml.rels', documentRelsXml],
    ['word/styles.xml', stylesXml(skeleton, language)],
  ];
  return writeZip(entries.map(([name, text]) => ({ name, data: utf8.encode(text) })));
}
