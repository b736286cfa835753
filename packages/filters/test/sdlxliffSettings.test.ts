import { describe, expect, it } from 'vitest';
import { sdlXliffFilter } from '../src/formats/sdlxliff/index.js';
import { FilterError, type FilterSettings, type UnitState } from '../src/types.js';
import { asBinary, fixture } from './roundTrip.js';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const manual = fixture('sdlxliff', 'manual.sdlxliff');

const parse = async (settings: FilterSettings, bytes = manual) =>
  (await sdlXliffFilter.parse(bytes, settings)).units;

async function merged(
  settings: FilterSettings,
  states: Record<string, UnitState> | undefined,
  bytes = manual,
  targets: Record<string, string> = {},
): Promise<string> {
  const { skeleton } = await sdlXliffFilter.parse(bytes, settings);
  const stateMap = states && new Map(Object.entries(states));
  return decode(
    await sdlXliffFilter.merge(skeleton, new Map(Object.entries(targets)), settings, stateMap),
  );
}

const exportAttrs = {
  sdlXlfExportAttrsWhenConfirmedAndLocked: 'conf=ApprovedSignOff, locked=true',
  sdlXlfExportAttrsWhenConfirmedAndNotLocked: 'conf=Translated',
  sdlXlfExportAttrsWhenNotConfirmedAndLocked: 'conf=Draft, locked=true',
  sdlXlfExportAttrsWhenNotConfirmedAndNotLocked: 'conf=Draft, locked=false',
} satisfies FilterSettings;

describe('SDL XLIFF import rules (read from the sdl:seg attributes)', () => {
  it('sdlXlfSkipImportRules leaves matching segments out and their targets as they are', async () => {
    const settings = { sdlXlfSkipImportRules: 'conf=Draft, locked=true' };
    const units = await parse(settings);
    expect(units.map((unit) => unit.key?.split('/')[1])).toEqual([
      '2',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    const { skeleton } = await sdlXliffFilter.parse(manual, settings);
    const targets = new Map(units.map((unit) => [unit.id, 'X']));
    const text = decode(await sdlXliffFilter.merge(skeleton, targets, settings));
    expect(text).toContain('<mrk mtype="seg" mid="1">Schnellstartanleitung</mrk>');
    expect(text).toContain(
      '<mrk mtype="seg" mid="3">Ihre Projekte erscheinen auf der Startseite.</mrk>',
    );
    expect(text).toContain('<mrk mtype="seg" mid="2">X</mrk>');
  });

  it('sdlXlfSkipImportRules takes attribute=* and attribute!=value', async () => {
    expect(await parse({ sdlXlfSkipImportRules: 'conf=*' })).toHaveLength(4);
    expect(await parse({ sdlXlfSkipImportRules: 'origin!=interactive' })).toHaveLength(3);
  });

  it('sdlXlfImportAsConfirmedRules confirms the segments whose sdl:seg matches a condition', async () => {
    const units = await parse({
      sdlXlfImportAsConfirmedRules:
        'conf=Translated, conf=ApprovedTranslation, conf=ApprovedSignOff',
      sdlXlfImportAsLockedRules: '',
    });
    expect(units.map((unit) => unit.confirmed)).toEqual([
      true,
      true,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(units.every((unit) => unit.locked === undefined)).toBe(true);
  });

  it('sdlXlfImportAsLockedRules locks the segments whose sdl:seg matches a condition', async () => {
    const units = await parse({
      sdlXlfImportAsLockedRules: 'locked=true, percent=100',
      sdlXlfImportAsConfirmedRules: '',
    });
    expect(units.map((unit) => unit.locked)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(units.every((unit) => unit.confirmed === undefined)).toBe(true);
  });

  it('refuses a rule that is not attribute=value, naming the setting', async () => {
    await expect(async () => parse({ sdlXlfImportAsLockedRules: 'locked' })).rejects.toThrow(
      /sdlXlfImportAsLockedRules/,
    );
  });

  it('sdlXlfSaveConfirmedSegments is for the server: the filter reads the file the same', async () => {
    expect(await parse({ sdlXlfSaveConfirmedSegments: true })).toEqual(
      await parse({ sdlXlfSaveConfirmedSegments: false }),
    );
  });
});

describe('SDL XLIFF export attributes (written on the sdl:seg of each segment)', () => {
  it('writes the attributes of each of the four state combinations', async () => {
    const text = await merged(exportAttrs, {
      '1': { confirmed: true, locked: true },
      '2': { confirmed: true, locked: false },
      '3': { confirmed: false, locked: true },
      '4': { confirmed: false, locked: false },
    });
    expect(text).toContain(
      '<sdl:seg id="1" conf="ApprovedSignOff" origin="interactive" locked="true" />',
    );
    expect(text).toContain(
      '<sdl:seg id="2" conf="Translated" origin="tm" origin-system="Tessera_en-US_de-DE" percent="100" text-match="SourceAndTarget">\n              <sdl:prev-origin origin="interactive" />',
    );
    expect(text).toContain(
      '<sdl:seg id="3" conf="Draft" origin="mt" origin-system="Neural MT" locked="true" />',
    );
    expect(text).toContain('<sdl:seg id="4" conf="Draft" origin="interactive" locked="false" />');
    expect(text).toContain('<sdl:seg id="5" />');
  });

  it('writes each rule alone where only it applies', async () => {
    const only = async (settings: FilterSettings, state: UnitState) =>
      merged(settings, { '5': state });
    expect(
      await only(
        {
          sdlXlfExportAttrsWhenConfirmedAndLocked:
            exportAttrs.sdlXlfExportAttrsWhenConfirmedAndLocked,
        },
        { confirmed: true, locked: true },
      ),
    ).toContain('<sdl:seg id="5" conf="ApprovedSignOff" locked="true" />');
    expect(
      await only(
        {
          sdlXlfExportAttrsWhenConfirmedAndNotLocked:
            'conf=ApprovedTranslation, origin=interactive',
        },
        { confirmed: true, locked: false },
      ),
    ).toContain('<sdl:seg id="5" conf="ApprovedTranslation" origin="interactive" />');
    expect(
      await only(
        { sdlXlfExportAttrsWhenNotConfirmedAndLocked: 'locked=true' },
        { confirmed: false, locked: true },
      ),
    ).toContain('<sdl:seg id="5" locked="true" />');
    expect(
      await only(
        { sdlXlfExportAttrsWhenNotConfirmedAndNotLocked: 'conf=RejectedTranslation' },
        { confirmed: false, locked: false },
      ),
    ).toContain('<sdl:seg id="5" conf="RejectedTranslation" />');
  });

  it('leaves the file byte for byte without states or without rules', async () => {
    const states = { '1': { confirmed: false, locked: false } };
    expect(await merged({}, states)).toBe(decode(manual));
    expect(await merged(exportAttrs, undefined)).toBe(decode(manual));
  });

  it('writes an sdl:seg (and sdl:seg-defs) the file lacks, only when a rule gives attributes', async () => {
    const bytes = encode(
      '<?xml version="1.0" encoding="utf-8"?><xliff xmlns:s="http://sdl.com/FileTypes/SdlXliff/1.0" xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file><body>' +
        '<trans-unit id="a"><source>One. Two.</source><seg-source><mrk mtype="seg" mid="1">One.</mrk> <mrk mtype="seg" mid="2">Two.</mrk></seg-source><s:seg-defs><s:seg id="1"/></s:seg-defs></trans-unit>' +
        '<trans-unit id="b"><source>Three.</source><seg-source><mrk mtype="seg" mid="3">Three.</mrk></seg-source></trans-unit>' +
        '</body></file></xliff>',
    );
    const settings = { sdlXlfExportAttrsWhenConfirmedAndNotLocked: 'conf=Translated' };
    const confirmed = { confirmed: true, locked: false };
    const notConfirmed = { confirmed: false, locked: false };
    const text = await merged(
      settings,
      { '1': notConfirmed, '2': confirmed, '3': confirmed },
      bytes,
      {
        '2': 'Zwei.',
        '3': 'Drei.',
      },
    );
    expect(text).toContain(
      '<s:seg-defs><s:seg id="1"/><s:seg id="2" conf="Translated"/></s:seg-defs>',
    );
    expect(text).toContain(
      '<target><mrk mtype="seg" mid="3">Drei.</mrk></target><s:seg-defs><s:seg id="3" conf="Translated"/></s:seg-defs></trans-unit>',
    );
    const untouched = await merged(settings, { '2': notConfirmed, '3': notConfirmed }, bytes);
    expect(asBinary(encode(untouched))).toBe(asBinary(bytes));
  });

  it('refuses an export rule that names no value to write', async () => {
    const { skeleton } = await sdlXliffFilter.parse(manual, {});
    const settings = { sdlXlfExportAttrsWhenConfirmedAndLocked: 'conf!=Draft' };
    const states = new Map([['1', { confirmed: true, locked: true }]]);
    expect(() => sdlXliffFilter.merge(skeleton, new Map(), settings, states)).toThrow(FilterError);
  });
});
