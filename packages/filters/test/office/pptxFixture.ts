import { buildPackage, officeRelType, type PackagePart } from './ooxmlFixture.js';

const ns =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const ct = 'application/vnd.openxmlformats-officedocument.presentationml';
const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const rels = (items: string[]): string =>
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`;

export interface SlideSpec {
  /** DrawingML paragraphs (<a:p>) of the slide's text shape. */
  paragraphs: string[];
  hidden?: boolean;
  notes?: string[];
  table?: string[];
  altText?: string;
}

const shape = (paragraphs: string[], altText = ''): string =>
  `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Text"${altText ? ` descr="${altText}"` : ''}/></p:nvSpPr><p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs.join('')}</p:txBody></p:sp>`;

/** A .pptx built from slides of DrawingML paragraphs, with notes, tables, hidden slides and a master. */
export function buildPptx(slides: SlideSpec[], master: string[] = []): Uint8Array {
  const parts: PackagePart[] = [];
  const ids = slides
    .map((_, index) => `<p:sldId id="${256 + index}" r:id="rId${index + 1}"/>`)
    .join('');
  parts.push({
    name: 'ppt/presentation.xml',
    contentType: `${ct}.presentation.main+xml`,
    xml: `<p:presentation ${ns}><p:sldIdLst>${ids}</p:sldIdLst></p:presentation>`,
  });
  parts.push({
    name: 'ppt/_rels/presentation.xml.rels',
    xml: rels(
      slides.map(
        (_, index) =>
          `<Relationship Id="rId${index + 1}" Type="${rel}/slide" Target="slides/slide${index + 1}.xml"/>`,
      ),
    ),
  });
  parts.push({
    name: 'ppt/slideMasters/slideMaster1.xml',
    contentType: `${ct}.slideMaster+xml`,
    xml: `<p:sldMaster ${ns}><p:cSld><p:spTree>${shape(master)}</p:spTree></p:cSld></p:sldMaster>`,
  });
  slides.forEach((slide, index) => {
    const number = index + 1;
    const table = slide.table
      ? `<p:graphicFrame><a:graphic><a:graphicData><a:tbl><a:tr>${slide.table.map((cell) => `<a:tc><a:txBody><a:bodyPr/>${cell}</a:txBody></a:tc>`).join('')}</a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>`
      : '';
    parts.push({
      name: `ppt/slides/slide${number}.xml`,
      contentType: `${ct}.slide+xml`,
      xml: `<p:sld ${ns}${slide.hidden ? ' show="0"' : ''}><p:cSld><p:spTree>${shape(slide.paragraphs, slide.altText)}${table}</p:spTree></p:cSld></p:sld>`,
    });
    if (slide.notes) {
      parts.push({
        name: `ppt/slides/_rels/slide${number}.xml.rels`,
        xml: rels([
          `<Relationship Id="rIdN" Type="${rel}/notesSlide" Target="../notesSlides/notesSlide${number}.xml"/>`,
        ]),
      });
      parts.push({
        name: `ppt/notesSlides/notesSlide${number}.xml`,
        contentType: `${ct}.notesSlide+xml`,
        xml: `<p:notes ${ns}><p:cSld><p:spTree>${shape(slide.notes)}</p:spTree></p:cSld></p:notes>`,
      });
    }
  });
  return buildPackage(parts, officeRelType);
}

export function drawingParagraph(...runs: string[]): string {
  return `<a:p><a:pPr algn="l"/>${runs.join('')}<a:endParaRPr lang="en-US"/></a:p>`;
}

export function drawingRun(text: string, attributes = ''): string {
  return `<a:r><a:rPr lang="en-US" dirty="0"${attributes}/><a:t>${text}</a:t></a:r>`;
}
