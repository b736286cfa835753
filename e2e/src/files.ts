import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { writeZip } from '@tessera/filters';

/** Writes a file of the given name into a fresh folder of its own, for file inputs. */
export function writeFile(name: string, content: string | Uint8Array): string {
  const file = path.join(fs.mkdtempSync(path.join(inject('filesDir'), 'f-')), name);
  fs.writeFileSync(file, content);
  return file;
}

const encoder = new TextEncoder();
const xml = (body: string) => encoder.encode(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const wordml = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

/** A one-paragraph .docx; with a language, also the styles part whose defaults name it. */
export function buildDocx(text: string, defaultLanguage?: string): Buffer {
  const styles = defaultLanguage
    ? `<Override PartName="/word/styles.xml" ContentType="${wordml}.styles+xml"/>`
    : '';
  const entries = [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          `<Override PartName="/word/document.xml" ContentType="${wordml}.document.main+xml"/>${styles}</Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
    },
    {
      name: 'word/document.xml',
      data: xml(
        `<w:document xmlns:w="${w}"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p><w:sectPr/></w:body></w:document>`,
      ),
    },
  ];
  if (defaultLanguage)
    entries.push(
      {
        name: 'word/_rels/document.xml.rels',
        data: xml(
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
            `<Relationship Id="rId1" Type="${rel}/styles" Target="styles.xml"/></Relationships>`,
        ),
      },
      {
        name: 'word/styles.xml',
        data: xml(
          `<w:styles xmlns:w="${w}"><w:docDefaults><w:rPrDefault><w:rPr><w:lang w:val="${defaultLanguage}"/></w:rPr></w:rPrDefault></w:docDefaults></w:styles>`,
        ),
      },
    );
  return Buffer.from(writeZip(entries));
}

/** A one-unit XLIFF 1.2 file from English: 'Hello brave new world.', not yet translated. */
export const helloXliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="guide.html" source-language="en" datatype="html">
    <body>
      <trans-unit id="hello"><source>Hello brave new world.</source></trans-unit>
    </body>
  </file>
</xliff>
`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An XLIFF 1.2 file of one HTML page whose units hold these English sources, untranslated. */
export function xliffOf(sources: readonly string[], original = 'page.html'): string {
  const units = sources
    .map(
      (source, index) =>
        `<trans-unit id="${index + 1}"><source>${escapeXml(source)}</source></trans-unit>`,
    )
    .join('\n      ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="${original}" source-language="en" datatype="html">
    <body>
      ${units}
    </body>
  </file>
</xliff>
`;
}

/** A TMX memory from English to German of these [English, German] units. */
export function englishGermanTmx(units: ReadonlyArray<readonly [string, string]>): string {
  const tus = units
    .map(
      ([en, de]) =>
        `<tu><tuv xml:lang="en"><seg>${escapeXml(en)}</seg></tuv><tuv xml:lang="de"><seg>${escapeXml(de)}</seg></tuv></tu>`,
    )
    .join('\n    ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4">
  <header creationtool="e2e" creationtoolversion="1" segtype="sentence" o-tmf="e2e" adminlang="en" srclang="en" datatype="plaintext"/>
  <body>
    ${tus}
  </body>
</tmx>
`;
}
