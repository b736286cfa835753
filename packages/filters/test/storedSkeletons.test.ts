import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docxFilter } from '../src/formats/docx/docxFilter.js';
import { htmlFilter } from '../src/formats/html/htmlFilter.js';
import { filterForFormat } from '../src/registry.js';
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

function officeAsStoredBefore(skeleton: Uint8Array): Uint8Array {
  const length = new DataView(skeleton.buffer, skeleton.byteOffset).getUint32(0, true);
  const { format, payload } = JSON.parse(decoder.decode(skeleton.subarray(4, 4 + length))) as {
    format: string;
    payload: unknown;
  };
  const header = encoder.encode(JSON.stringify({ format, parts: payload }));
  const original = skeleton.subarray(4 + length);
  const before = new Uint8Array(4 + header.length + original.length);
  new DataView(before.buffer).setUint32(0, header.length, true);
  before.set(header, 4);
  before.set(original, 4 + header.length);
  return before;
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
    const merged = await docxFilter.merge(officeAsStoredBefore(docx.skeleton), docxTargets, {});
    expect(asBinary(merged)).toBe(asBinary(await docxFilter.merge(docx.skeleton, docxTargets, {})));
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

const flatSkeletons = JSON.parse(
  readFileSync(new URL('./fixtures/storedSkeletons/flatSlots.json', import.meta.url), 'utf8'),
) as StoredFlatSkeleton[];

describe('skeletons stored with flat unit slots', () => {
  it.each(flatSkeletons)(
    '$format: merge writes what it wrote then, from the stored skeleton and a new one',
    async ({ format, settings, file, targets, states, skeleton, merged }) => {
      const filter = filterForFormat(format);
      if (!filter) throw new Error(`No filter for ${format}`);
      const targetMap = new Map(Object.entries(targets));
      const stateMap = new Map(Object.entries(states));
      const stored = await filter.merge(encoder.encode(skeleton), targetMap, settings, stateMap);
      expect(exact.decode(stored)).toBe(merged);
      const parsed = await filter.parse(encoder.encode(file), settings);
      const fresh = await filter.merge(parsed.skeleton, targetMap, settings, stateMap);
      expect(exact.decode(fresh)).toBe(merged);
      const untouched = await filter.merge(encoder.encode(skeleton), new Map(), settings);
      expect(exact.decode(untouched)).toBe(file);
    },
  );
});
