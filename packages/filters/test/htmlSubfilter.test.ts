import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvFilter } from '../src/formats/csv/index.js';
import { iosStringsFilter } from '../src/formats/iosStrings/index.js';
import { jsonFilter } from '../src/formats/json/index.js';
import { xlsxFilter } from '../src/formats/xlsx/xlsxFilter.js';
import { readZip } from '../src/zip/index.js';
import { buildXlsx, plain, sharedCell } from './office/xlsxFixture.js';
import { propertiesFilter } from '../src/formats/properties/index.js';
import { xmlFilter } from '../src/formats/xml/xmlFilter.js';
import { yamlFilter } from '../src/formats/yaml/index.js';
import type { FileFilter, FilterSettings } from '../src/types.js';
import { expectSameBytes, expectSamePackage, expectTranslationsReadBack } from './roundTrip.js';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

interface Host {
  filter: FileFilter;
  settings: FilterSettings;
  /** A file holding the values, written as the format escapes them. */
  file: (values: string[]) => Uint8Array;
}

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const xmlFile = (values: string[]) =>
  encode(
    `<?xml version="1.0"?>\n<r>\n${values.map((v) => `  <v>${escapeXml(v)}</v>\n`).join('')}</r>\n`,
  );

const hosts: Record<string, Host> = {
  xml: {
    filter: xmlFilter,
    settings: { xmlElementsToProcessAsHtml: 'v' },
    file: xmlFile,
  },
  xmlXPath: {
    filter: xmlFilter,
    settings: {
      xmlRulesFormat: 'XPATH',
      xmlSubfilterElementsXPath: '//v',
      xmlXPathSmartHtmlSubfilter: true,
    },
    file: xmlFile,
  },
  json: {
    filter: jsonFilter,
    settings: { jsonUseHtmlSubfilter: true },
    file: (values) =>
      encode(JSON.stringify(Object.fromEntries(values.map((v, i) => [`k${i}`, v])), null, 2)),
  },
  properties: {
    filter: propertiesFilter,
    settings: { propertiesSmartHtmlSubfilter: true },
    file: (values) =>
      encode(values.map((v, i) => `k${i}=x${v.replaceAll('\\', '\\\\')}\n`).join('')),
  },
  iosStrings: {
    filter: iosStringsFilter,
    settings: { macStringsUseHtmlSubfilter: true },
    file: (values) =>
      encode(
        values
          .map((v, i) => `"k${i}" = "${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}";\n`)
          .join(''),
      ),
  },
  csv: {
    filter: csvFilter,
    settings: { csvUseHtmlSubfilter: true },
    file: (values) => encode(values.map((v) => `"${v.replaceAll('"', '""')}"\r\n`).join('')),
  },
  yaml: {
    filter: yamlFilter,
    settings: { yamlUseHtmlSubfilter: true },
    file: (values) => encode(values.map((v, i) => `k${i}: ${JSON.stringify(v)}\n`).join('')),
  },
};

describe('HTML subfilter', () => {
  it('turns markup into tags and blocks into units, and writes the markup back', async () => {
    const file = encode(
      '{"a": "<p>Hello <b class=\\"x\\">world</b> %d</p><ul><li>One &amp; two</li></ul>", "b": "Plain"}',
    );
    const settings = { jsonUseHtmlSubfilter: true, jsonTagRegexp: '%d' };
    const { units, skeleton } = await jsonFilter.parse(file, settings);
    expect(units.map((unit) => [unit.id, unit.key, unit.source])).toEqual([
      ['1', 'a', 'Hello {1}world{/1} {2/}'],
      ['2', 'a', 'One & two'],
      ['3', 'b', 'Plain'],
    ]);
    const targets = new Map([
      ['1', 'Hallo {1}Welt{/1} {2/}'],
      ['2', 'Eins & "zwei"'],
    ]);
    expect(decode(await jsonFilter.merge(skeleton, targets, settings))).toBe(
      '{"a": "<p>Hallo <b class=\\"x\\">Welt</b> %d</p><ul><li>Eins &amp; \\"zwei\\"</li></ul>", "b": "Plain"}',
    );
  });

  it('is off by default, and the smart subfilter leaves values without a tag as plain text', async () => {
    const json = encode('{"a": "<b>Bold</b>"}');
    expect((await jsonFilter.parse(json, {})).units.map((unit) => unit.source)).toEqual([
      '<b>Bold</b>',
    ]);
    const properties = encode('a=5 < 6 &amp; more\nb=<i>Yes</i> &amp; no\nc=<br/>\n');
    const { units, skeleton } = await propertiesFilter.parse(properties, {
      propertiesSmartHtmlSubfilter: true,
    });
    expect(units.map((unit) => [unit.key, unit.source])).toEqual([
      ['a', '5 < 6 &amp; more'],
      ['b', '{1}Yes{/1} & no'],
    ]);
    const targets = new Map([
      ['1', '5 < 6 &amp; mehr'],
      ['2', '{1}Ja{/1} & nein'],
    ]);
    const merged = await propertiesFilter.merge(skeleton, targets, {
      propertiesSmartHtmlSubfilter: true,
    });
    expect(decode(merged)).toBe('a=5 < 6 &amp; mehr\nb=<i>Ja</i> &amp; nein\nc=<br/>\n');
  });

  it('reads XML elements as HTML: listed ones, CDATA, and with the smart flag those with a tag', async () => {
    const file = encode(
      '<doc><title>&lt;b&gt;Big&lt;/b&gt; title</title><body><![CDATA[<p>One</p><p>Two &amp; three</p>]]></body>' +
        '<plain>a &lt; b</plain><other>&lt;i&gt;x&lt;/i&gt;</other></doc>',
    );
    const listed = { xmlElementsToProcessAsHtml: 'title,body,plain' };
    const { units, skeleton } = await xmlFilter.parse(file, listed);
    expect(units.map((unit) => unit.source)).toEqual([
      '{1}Big{/1} title',
      'One',
      'Two & three',
      'a < b',
      '<i>x</i>',
    ]);
    const targets = new Map([
      ['1', '{1}Groß{/1} Titel'],
      ['3', 'Zwei & drei'],
    ]);
    expect(decode(await xmlFilter.merge(skeleton, targets, listed))).toBe(
      '<doc><title>&lt;b&gt;Groß&lt;/b&gt; Titel</title><body><![CDATA[<p>One</p><p>Zwei &amp; drei</p>]]></body>' +
        '<plain>a &lt; b</plain><other>&lt;i&gt;x&lt;/i&gt;</other></doc>',
    );
    const smart = await xmlFilter.parse(file, { xmlSmartHtmlSubfilter: true });
    expect(smart.units.map((unit) => unit.source)).toEqual([
      '{1}Big{/1} title',
      'One',
      'Two & three',
      'a < b',
      'x',
    ]);
  });

  const fragment = fc
    .array(
      fc.constantFrom(
        'Hello',
        ' world ',
        '<b>',
        '</b>',
        '<br/>',
        '<p>',
        '</p>',
        '<a href="x">',
        '</a>',
        '<li>',
        '&amp;',
        '&nbsp;',
        '<!-- c -->',
        '%d',
        'مرحبا',
        '東京',
        '"',
        "'",
        '<',
        '>',
        '{1}',
      ),
      { minLength: 1, maxLength: 8 },
    )
    .map((pieces) => pieces.join(''));

  const workbook = (values: string[]) =>
    buildXlsx(
      [
        {
          name: 'Sheet',
          xml: `<sheetData><row r="1">${values.map((_, i) => sharedCell(`${String.fromCharCode(65 + i)}1`, i)).join('')}</row></sheetData>`,
        },
      ],
      values.map((value) => plain(escapeXml(value))),
    );

  it('reads Excel cells as HTML with msExcelUseHtmlSubfilter', async () => {
    const file = workbook(['<p>Hello <b>you</b></p><p>Bye</p>', 'No markup']);
    const settings = { msExcelUseHtmlSubfilter: true };
    const { units, skeleton } = await xlsxFilter.parse(file, settings);
    expect(units.map((unit) => unit.source)).toEqual(['Hello {1}you{/1}', 'Bye', 'No markup']);
    const merged = await xlsxFilter.merge(
      skeleton,
      new Map([['1', 'Hallo {1}du{/1}']]),
      settings,
      undefined,
      file,
    );
    const shared = readZip(merged).find((entry) => entry.name === 'xl/sharedStrings.xml');
    expect(decode(shared?.data ?? new Uint8Array())).toContain(
      '<t xml:space="preserve">&lt;p&gt;Hallo &lt;b&gt;du&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Bye&lt;/p&gt;</t>',
    );
    expect((await xlsxFilter.parse(file, {})).units.map((unit) => unit.source)).toEqual([
      '<p>Hello <b>you</b></p><p>Bye</p>',
      'No markup',
    ]);
  });

  it(
    'keeps Excel workbooks entry for entry with the subfilter on',
    { timeout: 30_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fragment, { minLength: 1, maxLength: 4 }), async (values) => {
          await expectSamePackage(xlsxFilter, workbook(values), { msExcelUseHtmlSubfilter: true });
        }),
        { numRuns: 20 },
      );
    },
  );

  for (const [name, host] of Object.entries(hosts)) {
    it(`keeps ${name} byte for byte with the subfilter on`, { timeout: 30_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fragment, { minLength: 1, maxLength: 4 }), async (values) => {
          await expectSameBytes(host.filter, host.file(values), host.settings);
        }),
        { numRuns: 40 },
      );
    });
  }

  const escapeText = (value: string) =>
    value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const word = fc.stringMatching(/^[A-Za-z0-9&<>ÄعבדשCJK中文]{1,8}$/);
  const inline = fc
    .tuple(fc.constantFrom('', 'b', 'i', 'span'), word)
    .map(([tag, value]) => (tag ? `<${tag}>${escapeText(value)}</${tag}>` : escapeText(value)));
  const html = fc
    .array(
      fc
        .tuple(fc.constantFrom('p', 'li', 'div'), fc.array(inline, { minLength: 1, maxLength: 3 }))
        .map(([tag, parts]) => `<${tag}>${parts.join(' ')}</${tag}>`),
      { minLength: 1, maxLength: 3 },
    )
    .map((blocks) => blocks.join(''));

  for (const [name, host] of Object.entries(hosts)) {
    it(`reads translated ${name} markup back as the targets`, { timeout: 30_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(html, { minLength: 1, maxLength: 3 }), async (values) => {
          await expectTranslationsReadBack(
            host.filter,
            host.file(values),
            (value) => value.replace(/\S(.*\S)?/su, (words) => `${words.toUpperCase()}ש`),
            host.settings,
          );
        }),
        { numRuns: 30 },
      );
    });
  }
});
