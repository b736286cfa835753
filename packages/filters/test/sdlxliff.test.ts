import { countWords } from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sdlXliffFilter } from '../src/formats/sdlxliff/index.js';
import { xliff12Filter } from '../src/formats/xliff12/index.js';
import { FilterError, type FilterSettings, type TextUnit } from '../src/types.js';
import {
  asBinary,
  changeText,
  expectTranslatedRoundTrip,
  fixture,
  sampleText,
  translateText,
} from './roundTrip.js';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const sdl = (name: string) => fixture('sdlxliff', name);

const sdlxliff = (units: string) =>
  encode(
    `<?xml version="1.0" encoding="utf-8"?><xliff xmlns:sdl="http://sdl.com/FileTypes/SdlXliff/1.0" xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2" sdl:version="1.0">` +
      `<file original="a.txt" datatype="x-sdlfilterframework2" source-language="en-US" target-language="de-DE"><header/><body>${units}</body></file></xliff>`,
  );

async function mergedText(
  bytes: Uint8Array,
  targets: Record<string, string>,
  settings: FilterSettings = {},
  states?: Record<string, { confirmed: boolean; locked: boolean }>,
): Promise<string> {
  const { skeleton } = await sdlXliffFilter.parse(bytes, settings);
  const stateMap = states && new Map(Object.entries(states));
  return decode(
    await sdlXliffFilter.merge(skeleton, new Map(Object.entries(targets)), settings, stateMap),
  );
}

describe('SDL XLIFF filter', () => {
  it('reads one unit per segment with its target and trans-unit id/mid as key', async () => {
    const noRules = { sdlXlfImportAsConfirmedRules: '', sdlXlfImportAsLockedRules: '' };
    const { units } = await sdlXliffFilter.parse(sdl('manual.sdlxliff'), noRules);
    expect(units).toHaveLength(9);
    expect(units[1]).toEqual({
      id: '2',
      source: 'Open {1}Tessera{/1} and sign in.',
      target: 'Öffnen Sie {1}Tessera{/1} und melden Sie sich an.',
      key: 'b5e1d2c3-9a8f-4e7d-b6c5-a4f3e2d1c0b9/2',
      segment: false,
    });
    expect(units[3]?.source).toBe(
      'Click {1}New job{/1}, choose the files{2/}and press {3}Create{/3}.',
    );
    expect(units[4]?.target).toBeUndefined();
    // A Studio comment (<mrk mtype="x-sdl-comment">) inside a segment is a paired tag, and the
    // comment itself, from doc-info's cmt-defs, is the segment's note.
    expect(units[5]?.source).toBe('See the {1}administrator guide{/1} for details.');
    expect(units[5]?.note).toBe('Use the product name as in the style guide. (ANNA-PC\\anna)');
    expect(units.filter((unit) => unit.note !== undefined)).toHaveLength(1);
    expect(units.map((unit) => unit.confirmed ?? unit.locked)).toEqual(units.map(() => undefined));
  });

  it('takes the states of Studio while the rules are unset: translated or approved is confirmed, locked is locked', async () => {
    const { units } = await sdlXliffFilter.parse(sdl('manual.sdlxliff'), {});
    const ruled = await sdlXliffFilter.parse(sdl('manual.sdlxliff'), {
      sdlXlfImportAsConfirmedRules:
        'conf=Translated, conf=ApprovedTranslation, conf=ApprovedSignOff',
      sdlXlfImportAsLockedRules: 'locked=true',
    });
    expect(units.map((unit) => [unit.confirmed, unit.locked])).toEqual(
      ruled.units.map((unit) => [unit.confirmed, unit.locked]),
    );
    expect(units.some((unit) => unit.confirmed)).toBe(true);
    expect(units.some((unit) => unit.locked)).toBe(true);
  });

  it('hand count: manual.sdlxliff has 9 segments and 49 words', async () => {
    const { units } = await sdlXliffFilter.parse(sdl('manual.sdlxliff'), {});
    const plain = units.map((unit) =>
      unit.source.replace(/\{\/?\d+\}/g, '').replace(/\{\d+\/\}/g, ' '),
    );
    const bySpaces = plain.reduce((sum, text) => sum + text.split(/\s+/).filter(Boolean).length, 0);
    expect(bySpaces).toBe(49);
    expect(units.reduce((sum, unit) => sum + countWords(unit.source, 'en'), 0)).toBe(49);
  });

  it('skips structure units (translate="no") and reads the Studio one-line layout', async () => {
    const { units } = await sdlXliffFilter.parse(sdl('website.sdlxliff'), {});
    expect(units.map((unit) => unit.source)).toEqual([
      'Plans & pricing',
      'Every plan includes unlimited projects.',
      'Upgrade or cancel at any time.',
      'Prices are in EUR <excl. VAT>.',
      '{1}Sign up{/1} for a free 30-day trial{2/}',
      'Questions?',
      '"Ask us" anytime.',
    ]);
  });

  it('keeps right-to-left and CJK text byte-exact', async () => {
    const bytes = sdl('ja-ar.sdlxliff');
    const { units, skeleton } = await sdlXliffFilter.parse(bytes, {});
    expect(units[0]).toMatchObject({ source: '東京へようこそ。', target: 'مرحبا بكم في طوكيو.' });
    const sample = 'עברית العربية 中文 日本語';
    const targets = new Map(units.map((unit) => [unit.id, `${unit.target ?? ''}${sample}`]));
    const merged = await sdlXliffFilter.merge(skeleton, targets, {});
    expect(Buffer.from(merged).includes(Buffer.from(sample))).toBe(true);
    const reread = await sdlXliffFilter.parse(merged, {});
    expect(reread.units.map((unit) => unit.target)).toEqual([...targets.values()]);
  });

  it('keeps text deleted with track changes out of the target, and added text in it', async () => {
    const deleted = '<mrk mtype="x-sdl-deleted" sdl:revid="r1">alte </mrk>';
    const added = '<mrk mtype="x-sdl-added" sdl:revid="r2">neue</mrk>';
    const file = sdlxliff(
      '<trans-unit id="t1"><source>The new version</source><seg-source><mrk mtype="seg" mid="1">The new version</mrk></seg-source>' +
        `<target><mrk mtype="seg" mid="1">Die ${deleted}${added} Version</mrk></target></trans-unit>`,
    );
    const { units } = await sdlXliffFilter.parse(file, {});
    // Tags the source lacks are numbered after its own.
    expect(units[0]?.target).toBe('Die {3/}{4}neue{/4} Version');
    expect(await mergedText(file, {})).toContain(`Die ${deleted}${added} Version`);
  });

  it('writes a segment into an empty mrk, and a whole target a trans-unit lacks', async () => {
    const text = await mergedText(sdl('website.sdlxliff'), { '2': 'Chaque offre.', '5': 'Essai' });
    expect(text).toContain(
      '</seg-source><target><g id="3"><mrk mtype="seg" mid="2">Chaque offre.</mrk> <mrk mtype="seg" mid="3"/></g></target><sdl:seg-defs>',
    );
    expect(text).toContain('<x id="5"/><mrk mtype="seg" mid="5">Essai</mrk></target>');
    const manual = await mergedText(sdl('manual.sdlxliff'), { '7': 'Hilfe?' });
    expect(manual).toContain(
      '</mrk></seg-source>\n          <target><mrk mtype="seg" mid="6"/><x id="8" /><mrk mtype="seg" mid="7">Hilfe?</mrk> <mrk mtype="seg" mid="8"/></target>\n          <sdl:seg-defs>',
    );
  });

  it('adds a segment the target lacks at its end, and writes tags with the source markup', async () => {
    const bytes = sdlxliff(
      '<trans-unit id="t1"><source>A. <g id="1">B</g>.</source><seg-source><mrk mtype="seg" mid="1">A.</mrk> <mrk mtype="seg" mid="2"><g id="1">B</g>.</mrk></seg-source>' +
        '<target><mrk mtype="seg" mid="1">Ä.</mrk></target><sdl:seg-defs><sdl:seg id="1" conf="Translated"/><sdl:seg id="2"/></sdl:seg-defs></trans-unit>',
    );
    const text = await mergedText(bytes, { '2': '{1}B & b{/1} <' });
    expect(text).toContain(
      '<target><mrk mtype="seg" mid="1">Ä.</mrk><mrk mtype="seg" mid="2"><g id="1">B &amp; b</g> &lt;</mrk></target>',
    );
  });

  it('refuses broken, hostile and non-SDL files with a FilterError', async () => {
    for (const name of ['broken.sdlxliff', 'billion-laughs.sdlxliff', 'external-entity.sdlxliff']) {
      await expect(async () => sdlXliffFilter.parse(sdl(name), {})).rejects.toBeInstanceOf(
        FilterError,
      );
    }
    const plainXliff = encode(
      '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file><body/></file></xliff>',
    );
    expect(() => sdlXliffFilter.parse(plainXliff, {})).toThrow(/not an SDL XLIFF document/);
  });

  it(
    'round-trips generated segments with tags, RTL and CJK text',
    { timeout: 30_000 },
    async () => {
      const clean = (text: string) =>
        text
          // eslint-disable-next-line no-control-regex -- these control characters are what XML cannot hold
          .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\r]/g, '')
          .replace(/[\ud800-\udfff]/g, '');
      const escape = (text: string) => clean(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
      const segment = fc.tuple(sampleText, fc.constantFrom('', '<g id="1">b</g>', '<x id="2"/>'));
      await fc.assert(
        fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 4 }), async (segments) => {
          const marks = segments
            .map(
              ([text, code], i) => `<mrk mtype="seg" mid="${i + 1}">${escape(text)}${code}</mrk>`,
            )
            .join(' ');
          const defs = segments.map((_, index) => `<sdl:seg id="${index + 1}"/>`).join('');
          const bytes = sdlxliff(
            `<trans-unit id="u"><source/><seg-source>${marks}</seg-source><sdl:seg-defs>${defs}</sdl:seg-defs></trans-unit>`,
          );
          const parsed = await sdlXliffFilter.parse(bytes, {});
          const kept = segments.filter(([text, code]) => clean(text).trim() !== '' || code !== '');
          expect(parsed.units).toHaveLength(kept.length);
          parsed.units.forEach((unit, index) => {
            const [text = '', code = ''] = kept[index] ?? [];
            expect(unit.source.startsWith(clean(text))).toBe(true);
            const tag = unit.source.slice(clean(text).length);
            expect(tag).toMatch(
              code === '' ? /^$/ : code.startsWith('<g') ? /^\{\d+\}b\{\/\d+\}$/ : /^\{\d+\/\}$/,
            );
          });
          expect(asBinary(await sdlXliffFilter.merge(parsed.skeleton, new Map(), {}))).toBe(
            asBinary(bytes),
          );
          await expectTranslatedRoundTrip(
            sdlXliffFilter,
            bytes,
            (unit: TextUnit) => changeText(unit.source, translateText),
            {},
            true,
          );
        }),
        { numRuns: 60 },
      );
    },
  );
});

// Damaged copies of a real file and hostile targets: hostileInput.test.ts, as for every format.
describe('SDL XLIFF skeletons', () => {
  it('refuses a skeleton of another format', async () => {
    const { skeleton } = await xliff12Filter.parse(
      encode('<xliff version="1.2"><file><body/></file></xliff>'),
      {},
    );
    await expect(async () => sdlXliffFilter.merge(skeleton, new Map(), {})).rejects.toThrow(
      FilterError,
    );
  });
});
