import { describe, expect, it } from 'vitest';
import { readTbx } from '../src/formats/tbx/index.js';
import { readTmx } from '../src/formats/tmx/index.js';
import { xliff12Filter } from '../src/formats/xliff12/index.js';
import { xmlFilter } from '../src/formats/xml/xmlFilter.js';
import { filterForFile, filterForFormat } from '../src/registry.js';
import { FilterError } from '../src/types.js';
import { readXml } from '../src/xml/readXml.js';
import { readZip, writeZip } from '../src/zip/index.js';

const encoder = new TextEncoder();

async function drain<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

async function refusal(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

// The hostile TMX of issue 9, made in chunks: 2,000,000 nested <hi> in one segment.
function* deepTmx(levels: number): Generator<Uint8Array> {
  yield encoder.encode(
    '<tmx version="1.4"><header srclang="en"/><body><tu><tuv xml:lang="en"><seg>',
  );
  const open = encoder.encode('<hi>'.repeat(10_000));
  for (let done = 0; done < levels; done += 10_000) yield open;
}

describe('nesting limit of TMX and TBX', () => {
  it('refuses a 2,000,000-deep TMX with a FilterError', async () => {
    const error = await refusal(() => drain(readTmx(deepTmx(2_000_000))));
    expect(error).toBeInstanceOf(FilterError);
    expect((error as Error).message).toBe(
      'The TMX document nests elements more than 400 levels deep.',
    );
  });

  it('refuses a deeply nested TBX with a FilterError', async () => {
    const deep = `<martif><text><body>${'<termEntry>'.repeat(1000)}`;
    const error = await refusal(() => drain(readTbx([encoder.encode(deep)])));
    expect(error).toBeInstanceOf(FilterError);
    expect((error as Error).message).toMatch(/nests elements more than 400 levels deep/);
  });

  // Units are read as they end, before the document's depth is known: a deep one is not read.
  it('refuses an XLIFF unit nesting 100,000 <g> with a FilterError', async () => {
    const deep = `<xliff version="1.2"><file><body><trans-unit id="1"><source>${'<g id="1">'.repeat(100_000)}x${'</g>'.repeat(100_000)}</source></trans-unit></body></file></xliff>`;
    const error = await refusal(async () => xliff12Filter.parse(encoder.encode(deep), {}));
    expect(error).toBeInstanceOf(FilterError);
    expect((error as Error).message).toBe('The file nests elements more than 400 levels deep.');
  });
});

// The formats of issue #16 read nested markup recursively: 100,000 levels must end as a refusal.
describe('nesting limit of every format with nested markup', () => {
  const levels = 100_000;
  const nested = (open: string, close: string, inner = 'x') =>
    `${open.repeat(levels)}${inner}${close.repeat(levels)}`;
  const files: Array<[string, string, string?]> = [
    ['deep.mif', `<MIFFile 2019>\n<TextFlow <Para <ParaLine ${nested('<Font ', '>')}>>>`],
    ['deep.php', `<?php return ${nested('[', ']', '')};`],
    ['deep.dita', `<concept><conbody><p>${nested('<ph>', '</ph>')}</p></conbody></concept>`],
    [
      'deep.ttx',
      `<TRADOStag><FrontMatter><UserSettings SourceLanguage="EN" TargetLanguage="DE"/></FrontMatter><Body><Raw>${nested('<df>', '</df>')}</Raw></Body></TRADOStag>`,
    ],
    [
      'deep.xml',
      `<catalog><entry><text lang="en">${nested('<b>', '</b>')}</text></entry></catalog>`,
      'multilingualXml',
    ],
  ];

  it.each(files)('refuses %s with a FilterError', async (name, text, format) => {
    const bytes = encoder.encode(text);
    const filter = format ? filterForFormat(format) : filterForFile(name, bytes);
    const error = await refusal(async () =>
      filter?.parse(bytes, { sourceLocale: 'en', targetLocale: 'de' }),
    );
    expect(error).toBeInstanceOf(FilterError);
    expect((error as Error).message).toMatch(/nest/);
  });
});

describe('DOCTYPE', () => {
  it('reads a valid DOCTYPE whose internal subset holds a comment with an apostrophe', async () => {
    const text =
      '<?xml version="1.0"?>\n<!DOCTYPE doc [\n  <!-- the doc\'s element -->\n  <!ELEMENT doc (#PCDATA)>\n]>\n<doc>Hello</doc>';
    expect(readXml(text).root.name).toBe('doc');
    const parsed = await xmlFilter.parse(encoder.encode(text), {});
    expect(parsed.units.map((unit) => unit.source)).toEqual(['Hello']);
  });
});

describe('names of the zips Tessera writes', () => {
  it.each(['../../../../tmp/a.txt', '/etc/passwd', 'C:/Windows/a.txt', 'a/../../b.txt'])(
    'refuses to write %s',
    (name) => {
      expect(() => writeZip([{ name, data: encoder.encode('x') }])).toThrow(FilterError);
    },
  );

  it('writes relative names that its reader accepts', () => {
    const zip = writeZip([{ name: 'de/guide.txt', data: encoder.encode('x') }]);
    expect(readZip(zip).map((entry) => entry.name)).toEqual(['de/guide.txt']);
  });
});

describe('TMX that claims UTF-8', () => {
  it('ends in a FilterError instead of replacement characters', async () => {
    const head = encoder.encode(
      '<?xml version="1.0" encoding="UTF-8"?><tmx version="1.4"><header srclang="en"/><body><tu><tuv xml:lang="en"><seg>Caf',
    );
    const tail = encoder.encode('</seg></tuv></tu></body></tmx>');
    const error = await refusal(() => drain(readTmx([head, new Uint8Array([0xe9]), tail])));
    expect(error).toBeInstanceOf(FilterError);
    expect((error as Error).message).toBe(
      'The file declares UTF-8 but is not valid UTF-8. Save it as UTF-8 and import it again.',
    );
  });
});
