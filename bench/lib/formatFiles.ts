import { buildIdml, storyPart } from '../../packages/filters/test/fixtures/idml/generate.js';
import { sentence } from './benchFiles.js';

/** A generated file of one format, with the XML its raw parse (the floor) reads. */
export interface FormatFile {
  format: string;
  fileName: string;
  bytes: Uint8Array;
  xml: Uint8Array;
  settings?: Partial<
    Record<'fileFormat' | 'xmlRulesFormat' | 'xmlElementsAndAttributesXPath', string>
  >;
}

const encoder = new TextEncoder();
const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';

function lines(count: number, line: (index: number) => string): string {
  const made: string[] = [];
  for (let index = 0; index < count; index++) made.push(line(index));
  return made.join('\n');
}

function xmlFile(
  format: string,
  fileName: string,
  text: string,
  settings?: FormatFile['settings'],
): FormatFile {
  const bytes = encoder.encode(text);
  return { format, fileName, bytes, xml: bytes, ...(settings && { settings }) };
}

// Trados Studio's layout: the paragraph in <source>, each sentence in an mrk of <seg-source>.
const sdlxliff = (count: number) =>
  xmlFile(
    'sdlxliff',
    'bench.sdlxliff',
    `${declaration}<xliff xmlns:sdl="http://sdl.com/FileTypes/SdlXliff/1.0" xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2" sdl:version="1.0">` +
      '<file original="bench.docx" datatype="x-sdlfilterframework2" source-language="en-US" target-language="de-DE"><body>\n' +
      lines(
        count,
        (index) =>
          `<trans-unit id="u${index}"><source>${sentence(index)}</source><seg-source><mrk mtype="seg" mid="${index}">${sentence(index)}</mrk></seg-source>` +
          `<sdl:seg-defs><sdl:seg id="${index}"/></sdl:seg-defs></trans-unit>`,
      ) +
      '\n</body></file></xliff>\n',
  );

// TagEditor's layout: each paragraph between external tags, not yet segmented.
const ttx = (count: number) =>
  xmlFile(
    'ttx',
    'bench.ttx',
    `<?xml version='1.0' encoding='UTF-8'?><TRADOStag Version="2.0"><FrontMatter><UserSettings DataType="HTML" SourceLanguage="EN-US" TargetLanguage="DE-DE"></UserSettings></FrontMatter><Body><Raw>\n` +
      lines(
        count,
        (index) =>
          `<ut Type="start" Style="external" DisplayText="p">&lt;p&gt;</ut>${sentence(index)}<ut Type="end" Style="external" DisplayText="p">&lt;/p&gt;</ut>`,
      ) +
      '\n</Raw></Body></TRADOStag>\n',
  );

const dita = (count: number) =>
  xmlFile(
    'dita',
    'bench.dita',
    `${declaration}<!DOCTYPE concept PUBLIC "-//OASIS//DTD DITA Concept//EN" "concept.dtd">\n<concept id="bench"><title>Bench</title><conbody>\n` +
      lines(count, (index) => `<p>${sentence(index)}</p>`) +
      '\n</conbody></concept>\n',
  );

const docbook = (count: number) =>
  xmlFile(
    'docbook',
    'bench.dbk',
    `${declaration}<article xmlns="http://docbook.org/ns/docbook" version="5.0"><title>Bench</title>\n` +
      lines(count, (index) => `<para>${sentence(index)}</para>`) +
      '\n</article>\n',
  );

// One language element per entry: the German one is created by the merge.
const multilingualXml = (count: number) =>
  xmlFile(
    'multilingualXml',
    'bench-catalogue.xml',
    `${declaration}<catalog>\n` +
      lines(
        count,
        (index) => `<entry id="e${index}"><text lang="en">${sentence(index)}</text></entry>`,
      ) +
      '\n</catalog>\n',
    { fileFormat: 'multilingualXml' },
  );

// Plain XML read by an XPath rule over the whole document, as a job's settings give it.
const xmlByXPath = (count: number) =>
  xmlFile(
    'xml (XPath)',
    'bench-xpath.xml',
    `${declaration}<catalog>\n` +
      lines(count, (index) => `<entry id="e${index}"><text>${sentence(index)}</text></entry>`) +
      '\n</catalog>\n',
    { xmlRulesFormat: 'XPATH', xmlElementsAndAttributesXPath: '//text' },
  );

// One story of body paragraphs on one spread; the floor reads that story's XML.
function idml(count: number): FormatFile {
  const paragraphs = lines(
    count,
    (index) =>
      '<ParagraphStyleRange AppliedParagraphStyle="ParagraphStyle/Body"><CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]">' +
      `<Content>${sentence(index)}</Content><Br/></CharacterStyleRange></ParagraphStyleRange>`,
  );
  const story = storyPart('ub1', paragraphs);
  const bytes = buildIdml({
    layers: [{ self: 'ul1', name: 'Text', visible: true, locked: false }],
    spreads: [
      [{ self: 'uf1', story: 'ub1', layer: 'ul1', x: 36, y: -380, width: 520, height: 700 }],
    ],
    stories: [['ub1', story]],
  });
  return { format: 'idml', fileName: 'bench.idml', bytes, xml: encoder.encode(story) };
}

/**
 * The XML-based formats of issue #16, each with `count` one-sentence paragraphs, and plain XML
 * read by an XPath rule (the XPath evaluation multilingual XML shares).
 */
export const formatFiles = (count: number): FormatFile[] =>
  [sdlxliff, ttx, dita, docbook, multilingualXml, idml, xmlByXPath].map((make) => make(count));
