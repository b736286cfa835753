import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docxFilter } from '../src/formats/docx/docxFilter.js';
import { htmlFilter } from '../src/formats/html/htmlFilter.js';
import { filterForFormat } from '../src/registry.js';
import { readZip, writeZip } from '../src/zip/index.js';
import type { FilterSettings, UnitState } from '../src/types.js';
import { buildDocx, paragraph, run } from './office/docxFixture.js';
import { asBinary } from './roundTrip.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The skeleton as the one codec writes it, rewritten in the shape stored before there was one. */
function asStoredBefore(skeleton: Uint8Array): Uint8Array {
  const { format, payload } = JSON.parse(decoder.decode(skeleton)) as {
    format: string;
    payload: unknown;
  };
  return encoder.encode(JSON.stringify({ format, version: 1, body: payload }));
}

/** An Office skeleton as stored before #14: a copy of the package after the part skeletons. */
function withPackage(skeleton: Uint8Array, original: Uint8Array): Uint8Array {
  const stored = new Uint8Array(skeleton.length + original.length);
  stored.set(skeleton);
  stored.set(original, skeleton.length);
  return stored;
}

/** An Office skeleton in the shape stored before the one codec: a parts header, then the package. */
function officeAsStoredBefore(skeleton: Uint8Array, original: Uint8Array): Uint8Array {
  const length = new DataView(skeleton.buffer, skeleton.byteOffset).getUint32(0, true);
  const { format, payload } = JSON.parse(decoder.decode(skeleton.subarray(4, 4 + length))) as {
    format: string;
    payload: unknown;
  };
  const header = encoder.encode(JSON.stringify({ format, parts: payload }));
  const before = new Uint8Array(4 + header.length);
  new DataView(before.buffer).setUint32(0, header.length, true);
  before.set(header, 4);
  return withPackage(before, original);
}

describe('skeletons stored before there was one skeleton codec', () => {
  it('still merge: HTML with a body, Office with a parts header', async () => {
    const page = encoder.encode('<p>Hello <b>world</b></p>');
    const html = await htmlFilter.parse(page, {});
    const targets = new Map(html.units.map((unit) => [unit.id, `${unit.source}!`]));
    expect(asBinary(await htmlFilter.merge(asStoredBefore(html.skeleton), targets, {}))).toBe(
      asBinary(await htmlFilter.merge(html.skeleton, targets, {})),
    );
    const document = buildDocx({ body: paragraph(run('Hello '), run('world', '<w:b/>')) });
    const docx = await docxFilter.parse(document, {});
    const docxTargets = new Map(docx.units.map((unit) => [unit.id, `${unit.source}!`]));
    const merged = await docxFilter.merge(
      officeAsStoredBefore(docx.skeleton, document),
      docxTargets,
      {},
    );
    const fresh = await docxFilter.merge(docx.skeleton, docxTargets, {}, undefined, document);
    expect(asBinary(merged)).toBe(asBinary(fresh));
  });
});

interface StoredDocx {
  file: string;
  skeleton: string;
  targets: Record<string, string>;
  merged: string;
}

const base64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

describe('Office skeletons by length (since #14)', () => {
  const document = buildDocx({
    body: paragraph(run('Open the file. '), run('Save it', '<w:b/>')) + paragraph(run('Print.')),
  });

  it('hold no text of the file and merge from it', async () => {
    const { units, skeleton } = await docxFilter.parse(document, {});
    expect(decoder.decode(skeleton.subarray(4))).not.toContain('<w:t');
    const targets = new Map(units.map((unit) => [unit.id, `${unit.source}!`]));
    const merged = await docxFilter.merge(skeleton, targets, {}, undefined, document);
    expect((await docxFilter.parse(merged, {})).units.map((unit) => unit.source)).toEqual([
      'Open the file. {1}Save it{/1}!',
      'Print.!',
    ]);
  });

  it('are refused with a file whose parts differ', async () => {
    const { skeleton } = await docxFilter.parse(document, {});
    const other = buildDocx({ body: paragraph(run('Another text')) });
    await expect(async () =>
      docxFilter.merge(skeleton, new Map(), {}, undefined, other),
    ).rejects.toThrow('The stored skeleton does not fit this file.');
  });

  it('still merge when stored with the pieces themselves (before #14)', async () => {
    const stored = JSON.parse(
      readFileSync(new URL('./fixtures/storedSkeletons/docxPieces.json', import.meta.url), 'utf8'),
    ) as StoredDocx;
    const file = base64(stored.file);
    const targets = new Map(Object.entries(stored.targets));
    const merged = await docxFilter.merge(base64(stored.skeleton), targets, {}, undefined, file);
    expect(asBinary(merged)).toBe(asBinary(base64(stored.merged)));
    const fresh = await docxFilter.parse(file, {});
    const again = await docxFilter.merge(fresh.skeleton, targets, {}, undefined, file);
    expect(asBinary(again)).toBe(asBinary(base64(stored.merged)));
  });
});

describe('Office skeletons stored with a copy of their package (before #14)', () => {
  it('merge from that copy, without the job file', async () => {
    const document = buildDocx({ body: paragraph(run('Hello '), run('world', '<w:b/>')) });
    const docx = await docxFilter.parse(document, {});
    const targets = new Map(docx.units.map((unit) => [unit.id, `${unit.source}!`]));
    const merged = await docxFilter.merge(withPackage(docx.skeleton, document), targets, {});
    const fresh = await docxFilter.merge(docx.skeleton, targets, {}, undefined, document);
    expect(asBinary(merged)).toBe(asBinary(fresh));
    expect((await docxFilter.parse(merged, {})).units.map((unit) => unit.source)).toEqual([
      'Hello {1}world{/1}!',
    ]);
  });

  it('are no longer stored: a skeleton holds the parts, and merge asks for the file', async () => {
    const picture = crypto.getRandomValues(new Uint8Array(60_000));
    const document = writeZip([
      ...readZip(buildDocx({ body: paragraph(run('Hello')) })),
      { name: 'word/media/image1.png', data: picture },
    ]);
    const { skeleton } = await docxFilter.parse(document, {});
    expect(skeleton.length).toBeLessThan(picture.length);
    await expect(async () => docxFilter.merge(skeleton, new Map(), {})).rejects.toThrow(
      'The original docx file is needed to write it back.',
    );
  });
});

interface StoredFlatSkeleton {
  format: string;
  settings: FilterSettings;
  file: string;
  targets: Record<string, string>;
  states: Record<string, UnitState>;
  /** The skeleton as the formats stored it while their slots were flat (original a string, text). */
  skeleton: string;
  /** What merge wrote from it then. */
  merged: string;
}

// A file's byte order mark is part of what merge must give back.
const exact = new TextDecoder('utf-8', { ignoreBOM: true });

const storedSkeletons = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`./fixtures/storedSkeletons/${name}`, import.meta.url), 'utf8'),
  ) as StoredFlatSkeleton[];

describe.each([
  ['with flat unit slots', storedSkeletons('flatSlots.json')],
  // XLIFF skeletons held the file's text in their parts until #14; they now refer to the file.
  ['with the text of the file (XLIFF before #14)', storedSkeletons('textParts.json')],
])('skeletons stored %s', (_, skeletons) => {
  it.each(skeletons)(
    '$format: merge writes what it wrote then, from the stored skeleton and a new one',
    async ({ format, settings, file, targets, states, skeleton, merged }) => {
      const filter = filterForFormat(format);
      if (!filter) throw new Error(`No filter for ${format}`);
      const targetMap = new Map(Object.entries(targets));
      const stateMap = new Map(Object.entries(states));
      const stored = await filter.merge(encoder.encode(skeleton), targetMap, settings, stateMap);
      expect(exact.decode(stored)).toBe(merged);
      const original = encoder.encode(file);
      const parsed = await filter.parse(original, settings);
      const fresh = await filter.merge(parsed.skeleton, targetMap, settings, stateMap, original);
      expect(exact.decode(fresh)).toBe(merged);
      const untouched = await filter.merge(encoder.encode(skeleton), new Map(), settings);
      expect(exact.decode(untouched)).toBe(file);
    },
  );
});

describe('XLIFF skeletons since #14', () => {
  const file = encoder.encode(
    '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2"><file source-language="en" target-language="de"><body>\n' +
      '<trans-unit id="a"><source>Hello "world" &amp; more</source><target state="new">Hallo</target></trans-unit>\n' +
      '<trans-unit id="b"><source>Open <g id="1">the</g> file</source></trans-unit>\n' +
      '</body></file></xliff>\n',
  );

  it('hold the lengths of the file, not its text, and merge from the file', async () => {
    const xliff = filterForFormat('xliff');
    if (!xliff) throw new Error('No XLIFF filter');
    const { skeleton } = await xliff.parse(file, {});
    const stored = decoder.decode(skeleton);
    expect(stored).not.toContain('trans-unit');
    expect(stored).toContain('"layout":"lengths"');
    const targets = new Map([['2', 'Öffne {1}die{/1} Datei']]);
    expect(decoder.decode(await xliff.merge(skeleton, targets, {}, undefined, file))).toContain(
      '<source>Open <g id="1">the</g> file</source><target>Öffne <g id="1">die</g> Datei</target>',
    );
  });

  it('are refused without the file, or with another file', async () => {
    const xliff = filterForFormat('xliff');
    if (!xliff) throw new Error('No XLIFF filter');
    const { skeleton } = await xliff.parse(file, {});
    await expect(async () => xliff.merge(skeleton, new Map(), {})).rejects.toThrow(
      'The original XLIFF file is needed to write it back.',
    );
    const other = encoder.encode(`${decoder.decode(file)}<!-- changed -->\n`);
    await expect(async () =>
      xliff.merge(skeleton, new Map(), {}, undefined, other),
    ).rejects.toThrow('The stored skeleton does not fit this file.');
  });
});
