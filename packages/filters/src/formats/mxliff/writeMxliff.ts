import { escapeXmlAttribute, escapeXmlText } from '../../xml/xmlEscape.js';

export interface MxliffSegment {
  id: string;
  /** Source and target in tag notation; tags are written as text, as the editor shows them. */
  source: string;
  target: string;
  confirmed: boolean;
  locked: boolean;
  /** Match score of the target, 0..1 (1.01 for a context match). */
  score?: number;
  /** The paragraph (file unit) the segment belongs to. */
  paraId?: string;
}

export interface MxliffDocument {
  sourceLocale: string;
  targetLocale: string;
  fileName: string;
  segments: readonly MxliffSegment[];
  /** Workflow level the states belong to. */
  level?: number;
  /** The job part the file was written from: an upload of it back is checked against it. */
  jobPartUid?: string;
}

/** The bilingual file of a job for offline work; the MXLIFF filter reads it back. */
export function writeMxliff(document: MxliffDocument): Uint8Array {
  const level = document.level === undefined ? '' : ` m:level="${document.level}"`;
  const jobPart =
    document.jobPartUid === undefined
      ? ''
      : ` m:job-part-uid="${escapeXmlAttribute(document.jobPartUid)}"`;
  const units = document.segments.map((segment) => {
    const score = segment.score === undefined ? '' : ` m:score="${segment.score}"`;
    const paraId =
      segment.paraId === undefined ? '' : ` m:para-id="${escapeXmlAttribute(segment.paraId)}"`;
    return (
      `      <trans-unit id="${escapeXmlAttribute(segment.id)}" xml:space="preserve"` +
      ` m:confirmed="${segment.confirmed ? 1 : 0}" m:locked="${segment.locked}"${score}${paraId}${level}>\n` +
      `        <source>${escapeXmlText(segment.source)}</source>\n` +
      `        <target>${escapeXmlText(segment.target)}</target>\n` +
      `      </trans-unit>\n`
    );
  });
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:m="http://www.memsource.com/mxlf/2.0" version="1.2">\n' +
    `  <file original="${escapeXmlAttribute(document.fileName)}" datatype="x-undefined"` +
    ` source-language="${escapeXmlAttribute(document.sourceLocale)}"` +
    ` target-language="${escapeXmlAttribute(document.targetLocale)}"${jobPart}>\n` +
    '    <body>\n' +
    units.join('') +
    '    </body>\n' +
    '  </file>\n' +
    '</xliff>\n';
  return new TextEncoder().encode(xml);
}
