import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ttxFilter } from '../src/formats/ttx/index.js';
import type { TextUnit } from '../src/types.js';
import { asBinary, changeText, fixture, sampleText, translateText } from './roundTrip.js';

const readable = ['install.htm.ttx', 'release-notes.rtf.ttx', 'map-zh-he.html.ttx'];

const decode = (bytes: Uint8Array): string =>
  bytes[0] === 0xff && bytes[1] === 0xfe
    ? new TextDecoder('utf-16le').decode(bytes)
    : new TextDecoder().decode(bytes);

const pseudo = (text: string): string =>
  changeText(text, (plain) => (plain === '' ? '' : `[[${[...plain].reverse().join('')}]]`));

const escapeXml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const utf16 = (text: string): Uint8Array =>
  new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);

/** A TTX document from TagEditor around the given Raw content. */
const ttx = (raw: string, encoding = 'UTF-8'): string =>
  `<?xml version='1.0' encoding='${encoding}'?><TRADOStag Version="2.0"><FrontMatter>` +
  `<ToolSettings CreationDate="20090314T102233Z" CreationTool="TRADOS TagEditor"></ToolSettings>` +
  `<UserSettings DataType="HTML" O-Encoding="UTF-8" SourceLanguage="EN-US" TargetLanguage="DE-DE"></UserSettings>` +
  `</FrontMatter><Body><Raw>${raw}</Raw></Body></TRADOStag>`;

const paragraph = (content: string): string =>
  `<ut Type="start" Style="external" DisplayText="p">&lt;p&gt;</ut>${content}<ut Type="end" Style="external" DisplayText="p">&lt;/p&gt;</ut>\n`;

const tu = (source: string, target: string, attributes = 'MatchPercent="100"'): string =>
  `<Tu ${attributes}><Tuv Lang="EN-US">${source}</Tuv><Tuv Lang="DE-DE">${target}</Tuv></Tu>`;

const parse = async (text: string | Uint8Array) =>
  ttxFilter.parse(typeof text === 'string' ? new TextEncoder().encode(text) : text, {});

async function mergeText(text: string, targets: Record<string, string>): Promise<string> {
  const { skeleton } = await parse(text);
  return decode(await ttxFilter.merge(skeleton, new Map(Object.entries(targets)), {}));
}

describe('Trados TTX filter', () => {
  it('reads translated Tu with their targets and unsegmented text between external tags', async () => {
    const { units } = await ttxFilter.parse(fixture('ttx', 'install.htm.ttx'), {});
    expect(units).toEqual<TextUnit[]>([
      {
        id: '1',
        source: 'Installation Guide',
        target: 'Installationsanleitung',
        segment: false,
        confirmed: true,
      },
      {
        id: '2',
        source: 'Before you begin',
        target: 'Bevor Sie beginnen',
        segment: false,
        confirmed: true,
      },
      {
        id: '3',
        source: 'Close all programs.',
        target: 'Schließen Sie alle Programme.',
        segment: false,
        confirmed: true,
      },
      {
        id: '4',
        source: 'Then click {1}Next{/1}.',
        target: 'Klicken Sie dann auf {1}Weiter{/1}.',
        segment: false,
        confirmed: false,
      },
      {
        id: '5',
        source:
          'The setup copies the files to {1}C:\\Program Files\\Tessera{/1} and restarts & updates the service.',
        segment: true,
      },
      {
        id: '6',
        source: 'Press {1}Ctrl+C{/1} to stop.{2/}Do not unplug the device.',
        segment: true,
      },
    ]);
  });

  it.each(readable)('reads a pseudo-translation of %s back as targets', async (name) => {
    const { units, skeleton } = await ttxFilter.parse(fixture('ttx', name), {});
    const targets = new Map(units.map((unit) => [unit.id, pseudo(unit.source)]));
    const merged = await ttxFilter.merge(skeleton, targets, {});
    const reread = await ttxFilter.parse(merged, {});
    expect(reread.units.map((unit) => unit.target)).toEqual(
      units.map((unit) => targets.get(unit.id)),
    );
    expect(reread.units.map((unit) => unit.source)).toEqual(units.map((unit) => unit.source));
  });

  it('keeps Hebrew, Chinese and Japanese byte-exact in a UTF-8 file', async () => {
    const bytes = fixture('ttx', 'map-zh-he.html.ttx');
    const { units, skeleton } = await ttxFilter.parse(bytes, {});
    expect(units.map((unit) => unit.target)).toEqual([
      'ברוכים הבאים למפת טוקיו',
      'לחצו על הלחצן {1}התחלה{/1}.',
      'המפה מתעדכנת מדי יום (毎日).',
      undefined,
    ]);
    const sample = 'עברית العربية 中文 日本語';
    const targets = new Map(units.map((unit) => [unit.id, `${unit.source}${sample}`]));
    const merged = await ttxFilter.merge(skeleton, targets, {});
    expect(Buffer.from(merged).includes(Buffer.from(`地图每天更新。${sample}`))).toBe(true);
    const reread = await ttxFilter.parse(merged, {});
    expect(reread.units.map((unit) => unit.target)).toEqual([...targets.values()]);
  });

  it('writes a UTF-16LE file back in UTF-16LE with its byte order mark', async () => {
    const bytes = fixture('ttx', 'install.htm.ttx');
    expect([...bytes.subarray(0, 4)]).toEqual([0xff, 0xfe, 0x3c, 0x00]);
    const { skeleton } = await ttxFilter.parse(bytes, {});
    const merged = await ttxFilter.merge(skeleton, new Map([['1', 'Anleitung – Übersicht']]), {});
    expect([...merged.subarray(0, 4)]).toEqual([0xff, 0xfe, 0x3c, 0x00]);
    expect(decode(merged)).toContain('<Tuv Lang="DE-DE">Anleitung – Übersicht</Tuv>');
  });

  it('reads UTF-16 without a byte order mark and writes it back the same way', async () => {
    const text = ttx(paragraph(tu('Hello', 'Hallo')), 'UTF-16');
    for (const [encoding, bytes] of [
      ['utf-16le', new Uint8Array(Buffer.from(text, 'utf16le'))],
      ['utf-16be', new Uint8Array(Buffer.from(text, 'utf16le').swap16())],
    ] as const) {
      const { units, skeleton } = await ttxFilter.parse(bytes, {});
      expect(units.map((unit) => unit.target)).toEqual(['Hallo']);
      const merged = await ttxFilter.merge(skeleton, new Map([['1', 'Grüß Gott']]), {});
      expect(new TextDecoder(encoding).decode(merged)).toBe(text.replace('Hallo', 'Grüß Gott'));
    }
  });

  it('wraps translated unsegmented text in a new Tu, leaving white space and external tags out', async () => {
    const text = ttx(paragraph('\n  Press <df Bold="on">Enter</df> &amp; wait.  '));
    const merged = await mergeText(text, { '1': 'Drücken Sie {1}Enter{/1} & warten.' });
    expect(merged).toContain(
      '&lt;p&gt;</ut>\n  <Tu MatchPercent="0"><Tuv Lang="EN-US">Press <df Bold="on">Enter</df> &amp; wait.</Tuv>' +
        '<Tuv Lang="DE-DE">Drücken Sie <df Bold="on">Enter</df> &amp; warten.</Tuv></Tu>  <ut Type="end"',
    );
    const { units } = await parse(merged);
    expect(units[0]).toMatchObject({
      source: 'Press {1}Enter{/1} & wait.',
      target: 'Drücken Sie {1}Enter{/1} & warten.',
      segment: false,
    });
  });

  it('treats a df around external tags or Tu as structure and reads the text on either side apart', async () => {
    const raw = `<df Size="16">Intro <ut Style="external">\\par</ut>${tu('One.', 'Eins.')} tail</df>`;
    const { units } = await parse(ttx(raw));
    expect(units.map((unit) => [unit.source, unit.target])).toEqual([
      ['Intro', undefined],
      ['One.', 'Eins.'],
      ['tail', undefined],
    ]);
    const merged = await mergeText(ttx(raw), { '1': 'Einleitung', '3': 'Ende' });
    expect(merged).toContain('<df Size="16"><Tu MatchPercent="0"><Tuv Lang="EN-US">Intro</Tuv>');
    expect((await parse(merged)).units.map((unit) => unit.target)).toEqual([
      'Einleitung',
      'Eins.',
      'Ende',
    ]);
  });

  it('writes a target into an empty or missing target Tuv', async () => {
    const { units, skeleton } = await ttxFilter.parse(fixture('ttx', 'release-notes.rtf.ttx'), {});
    expect(units.slice(2).map((unit) => [unit.source, unit.target])).toEqual([
      ['Updates are installed automatically.', undefined],
      ['Read the "Known issues" section.', undefined],
      ['Contact support <support@example.com> if the problem persists.', undefined],
    ]);
    const targets = new Map([
      ['3', 'Les mises à jour sont installées automatiquement.'],
      ['4', 'Lisez la section « Problèmes connus ».'],
    ]);
    const merged = decode(await ttxFilter.merge(skeleton, targets, {}));
    expect(merged).toContain(
      '<Tuv Lang="FR-FR">Les mises à jour sont installées automatiquement.</Tuv></Tu>',
    );
    expect(merged).toContain(
      'section.</Tuv><Tuv Lang="FR-FR">Lisez la section « Problèmes connus ».</Tuv></Tu>',
    );
  });

  it('finds the Tuvs by the languages of UserSettings, else by their order', async () => {
    const swapped =
      '<Tu MatchPercent="100"><Tuv Lang="DE-DE">Hallo</Tuv><Tuv Lang="EN-GB">Hello</Tuv></Tu>';
    const { units } = await parse(ttx(paragraph(swapped)));
    expect(units.map((unit) => [unit.source, unit.target])).toEqual([['Hello', 'Hallo']]);
    const other =
      '<Tu MatchPercent="100"><Tuv Lang="FR">Bonjour</Tuv><Tuv Lang="IT">Ciao</Tuv></Tu>';
    const merged = await mergeText(ttx(paragraph(other)), { '1': 'Salve' });
    expect(merged).toContain('<Tuv Lang="FR">Bonjour</Tuv><Tuv Lang="IT">Salve</Tuv>');
  });

  it("takes the job's target language when UserSettings name none, so it parses per target locale", async () => {
    const undeclared = ttx(paragraph('Plain text')).replace(' TargetLanguage="DE-DE"', '');
    const bytes = new TextEncoder().encode(undeclared);
    const merged = async (targetLocale: string) => {
      const { skeleton } = await ttxFilter.parse(bytes, { targetLocale });
      return decode(await ttxFilter.merge(skeleton, new Map([['1', 'Translated']]), {}));
    };
    expect(await merged('de_de')).toContain('<Tuv Lang="DE-DE">Translated</Tuv>');
    expect(await merged('fr_fr')).toContain('<Tuv Lang="FR-FR">Translated</Tuv>');
    expect(ttxFilter.parseReadsTargetLocale).toBe(true);
  });

  it('pairs internal ut start and end tags and keeps a lone one standalone', async () => {
    const b = '<ut Type="start" DisplayText="b">&lt;b&gt;</ut>';
    const endB = '<ut Type="end" DisplayText="b">&lt;/b&gt;</ut>';
    const { units } = await parse(ttx(paragraph(`A ${b}bold${endB} and ${endB} stray {1} text`)));
    expect(units[0]?.source).toBe('A {2}bold{/2} and {3/} stray {1} text');
  });

  it('keeps df markup well-formed when a target crosses or drops tags', async () => {
    const text = ttx(paragraph(tu('<df Bold="on">a</df> <df Italic="on">b</df>', 'x')));
    const merged = await mergeText(text, { '1': '{1}a {2}b{/1}{/2} {/3} {2}c' });
    expect(merged).toContain(
      '<Tuv Lang="DE-DE"><df Bold="on">a <df Italic="on">b</df></df><df Italic="on"></df> {/3} <df Italic="on">c</df></Tuv>',
    );
    await expect(parse(merged)).resolves.toBeDefined();
  });

  it('ttxSaveConfirmedSegments: the filter marks confirmed Tu (100% matches and manual translations) for the server to save', async () => {
    const text = ttx(
      paragraph(
        tu('Exact.', 'Genau.') +
          tu('Manual.', 'Manuell.', 'MatchPercent="0" Origin="manual"') +
          tu('Fuzzy.', 'Unscharf.', 'MatchPercent="85" Origin="tm"') +
          tu('Machine.', 'Maschine.', 'MatchPercent="0" Origin="mt"') +
          tu('Empty.', '') +
          'Unsegmented.',
      ),
    );
    const bytes = new TextEncoder().encode(text);
    const saved = await ttxFilter.parse(bytes, { ttxSaveConfirmedSegments: true });
    const notSaved = await ttxFilter.parse(bytes, { ttxSaveConfirmedSegments: false });
    expect(saved.units).toEqual(notSaved.units);
    expect(saved.units.map((unit) => [unit.source, unit.confirmed ?? false])).toEqual([
      ['Exact.', true],
      ['Manual.', true],
      ['Fuzzy.', false],
      ['Machine.', false],
      ['Empty.', false],
      ['Unsegmented.', false],
    ]);
  });

  it('refuses XML that is not TTX, and TTX without Raw content', async () => {
    await expect(parse('<?xml version="1.0"?><xliff version="1.2"/>')).rejects.toThrow(
      /not a Trados TTX document: its root element is <xliff>/,
    );
    await expect(parse('<TRADOStag Version="2.0"><Body/></TRADOStag>')).rejects.toThrow(
      /no <Body><Raw> content/,
    );
  });

  it('refuses elements nested deeper than the XML readers allow', async () => {
    const deep = `${'<df Size="10">'.repeat(500)}x${'</df>'.repeat(500)}`;
    await expect(async () => parse(ttx(deep))).rejects.toThrow(/more than 400 levels deep/);
  });

  it('round-trips generated files in UTF-8 and UTF-16LE', { timeout: 30_000 }, async () => {
    const unsegmented = sampleText.filter((text) => text.trim() === text && /\S/.test(text));
    const entry = fc.record({
      source: sampleText.filter((text) => /\S/.test(text)),
      target: sampleText,
      unsegmented,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (entries, wide) => {
          const raw = entries
            .map(
              (item) =>
                paragraph(tu(escapeXml(item.source), escapeXml(item.target))) +
                paragraph(escapeXml(item.unsegmented)),
            )
            .join('');
          const text = ttx(raw, wide ? 'UTF-16' : 'UTF-8');
          const bytes = wide ? utf16(text) : new TextEncoder().encode(text);
          const { units, skeleton } = await ttxFilter.parse(bytes, {});
          expect(units.map((unit) => [unit.source, unit.target])).toEqual(
            entries.flatMap((item) => [
              [item.source, item.target === '' ? undefined : item.target],
              [item.unsegmented, undefined],
            ]),
          );
          expect(asBinary(await ttxFilter.merge(skeleton, new Map(), {}))).toBe(asBinary(bytes));
          const targets = new Map(
            units.map((unit) => [unit.id, changeText(unit.source, translateText)]),
          );
          const merged = await ttxFilter.merge(skeleton, targets, {});
          expect(merged[0] === 0xff).toBe(wide);
          const reread = await ttxFilter.parse(merged, {});
          expect(reread.units.map((unit) => unit.target)).toEqual([...targets.values()]);
        },
      ),
    );
  });
});
