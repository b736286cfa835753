import { describe, expect, it } from 'vitest';
import { docxFilter } from '../src/formats/docx/docxFilter.js';
import { htmlFilter } from '../src/formats/html/htmlFilter.js';
import { xmlFilter } from '../src/formats/xml/xmlFilter.js';
import { poFilter } from '../src/formats/po/index.js';
import { pptxFilter } from '../src/formats/pptx/pptxFilter.js';
import { xliff12Filter } from '../src/formats/xliff12/index.js';
import { xliff20Filter } from '../src/formats/xliff20/index.js';
import type { FileFilter, FilterSettings } from '../src/types.js';
import { readZip, writeZip } from '../src/zip/index.js';
import { buildDocx, paragraph, run } from './office/docxFixture.js';
import { buildPptx, drawingParagraph, drawingRun } from './office/pptxFixture.js';
import { fixture } from './roundTrip.js';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The file as the job downloads it: parsed, every unit translated, merged for the target. */
async function completed(filter: FileFilter, bytes: Uint8Array, targetLocale: string) {
  const settings: FilterSettings = { sourceLocale: 'en', targetLocale };
  const { units, skeleton } = await filter.parse(bytes, settings);
  const targets = new Map(units.map((unit) => [unit.id, `${unit.source}!`]));
  return filter.merge(skeleton, targets, settings, undefined, bytes);
}

const part = (bytes: Uint8Array, name: string) =>
  decode(readZip(bytes).find((entry) => entry.name === name)?.data ?? new Uint8Array());

describe('merged files carry their target language', () => {
  it('XLIFF 1.2 writes target-language on every file, replacing the one it had', async () => {
    const merged = decode(await completed(xliff12Filter, fixture('xliff12', 'app.xlf'), 'de_de'));
    expect(merged).toContain('source-language="en-US" target-language="de-DE"');
    const bare = encode(
      '<xliff version="1.2"><file original="a" source-language="en"><body>' +
        '<trans-unit id="1"><source>Hello</source></trans-unit></body></file>' +
        '<file original="b" source-language="en"><body>' +
        '<trans-unit id="2"><source>Bye</source></trans-unit></body></file></xliff>',
    );
    const written = decode(await completed(xliff12Filter, bare, 'fr'));
    expect(written.match(/<file target-language="fr" original="[ab]"/g)).toHaveLength(2);
  });

  it('XLIFF 2.0 writes trgLang on its root', async () => {
    const merged = decode(await completed(xliff20Filter, fixture('xliff20', 'app.xlf'), 'ja'));
    expect(merged).toContain('srcLang="en-US" trgLang="ja"');
    expect(merged).not.toContain('de-DE');
  });

  it('PO replaces the header Language, or adds it', async () => {
    const merged = decode(await completed(poFilter, fixture('po', 'messages.po'), 'pt_br'));
    expect(merged).toContain('"Language: pt_BR\\n"\n"MIME-Version: 1.0\\n"');
    expect(merged).not.toContain('"Language: ar\\n"');
    const headerless = encode(
      'msgid ""\nmsgstr ""\n"MIME-Version: 1.0\\n"\n\nmsgid "Hi"\nmsgstr ""\n',
    );
    expect(decode(await completed(poFilter, headerless, 'de'))).toContain(
      'msgstr ""\n"Language: de\\n"\n"MIME-Version: 1.0\\n"\n',
    );
  });

  it('XML sets the xml:lang its root declares, and leaves nested ones and undeclared roots', async () => {
    const declared = encode(
      '<?xml version="1.0"?>\n<!-- guide -->\n<guide xml:lang="en" id="g"><p>Hello</p>' +
        '<p xml:lang="la">Carpe diem</p></guide>',
    );
    const merged = decode(await completed(xmlFilter, declared, 'de_at'));
    expect(merged).toContain('<guide xml:lang="de-AT" id="g">');
    expect(merged).toContain('<p xml:lang="la">');
    const undeclared = encode('<guide><p>Hello</p></guide>');
    expect(decode(await completed(xmlFilter, undeclared, 'de'))).toMatch(/^<guide><p>/);
  });

  it('HTML sets lang on <html>', async () => {
    const merged = decode(await completed(htmlFilter, fixture('html', 'article.html'), 'fr_ca'));
    expect(merged).toContain('<html lang="fr-CA">');
    const xhtml = encode(
      '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en"><body><p>Hi</p></body></html>',
    );
    expect(decode(await completed(htmlFilter, xhtml, 'de'))).toContain(
      '<html lang="de" xmlns="http://www.w3.org/1999/xhtml" xml:lang="de">',
    );
  });

  it('DOCX marks every translated run with w:lang, in schema order', async () => {
    const docx = buildDocx({
      body: paragraph(run('Hello ', '<w:b/><w:lang w:val="en-US"/>'), run('world')),
    });
    const document = part(await completed(docxFilter, docx, 'de_de'), 'word/document.xml');
    expect(document).toContain('<w:lang w:val="de-DE"/>');
    expect(document).not.toContain('en-US');
    const japanese = part(await completed(docxFilter, docx, 'ja'), 'word/document.xml');
    expect(japanese).toContain('<w:lang w:eastAsia="ja"/>');
  });

  it('DOCX sets the default language of its styles, translated or not', async () => {
    const styles =
      '<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:docDefaults><w:rPrDefault><w:rPr><w:lang w:val="en-US" w:eastAsia="zh-CN" w:bidi="ar-SA"/>' +
      '</w:rPr></w:rPrDefault></w:docDefaults><w:style w:styleId="Normal"/></w:styles>';
    const docx = writeZip([
      ...readZip(buildDocx({ body: paragraph(run('Hello')) })),
      { name: 'word/styles.xml', data: encode(styles) },
    ]);
    const settings: FilterSettings = { sourceLocale: 'en', targetLocale: 'de' };
    const { skeleton } = await docxFilter.parse(docx, settings);
    const merged = await docxFilter.merge(skeleton, new Map(), settings, undefined, docx);
    expect(part(merged, 'word/styles.xml')).toContain(
      '<w:lang w:val="de" w:eastAsia="zh-CN" w:bidi="ar-SA"/>',
    );
  });

  it('PPTX marks every translated run with lang, and sets the default of its text styles', async () => {
    const styles =
      '<p:defaultTextStyle><a:lvl1pPr><a:defRPr lang="en-US" sz="1800"/></a:lvl1pPr></p:defaultTextStyle>';
    const built = buildPptx([{ paragraphs: [drawingParagraph(drawingRun('Launch day'))] }]);
    const pptx = writeZip(
      readZip(built).map((entry) =>
        entry.name === 'ppt/presentation.xml'
          ? {
              name: entry.name,
              data: encode(
                decode(entry.data).replace('</p:presentation>', `${styles}</p:presentation>`),
              ),
            }
          : entry,
      ),
    );
    const slide = part(await completed(pptxFilter, pptx, 'it'), 'ppt/slides/slide1.xml');
    expect(slide).toMatch(/<a:rPr[^>]* lang="it"[^>]*\/><a:t>Launch day!<\/a:t>/);
    const merged = await completed(pptxFilter, pptx, 'it');
    expect(part(merged, 'ppt/presentation.xml')).toContain('<a:defRPr lang="it" sz="1800"/>');
  });
});
