import { describe, expect, it } from 'vitest';
import { xliff12Filter } from '../src/formats/xliff12/index.js';
import { xliff20Filter } from '../src/formats/xliff20/index.js';
import { expectSameBytes, expectTranslatedRoundTrip } from './roundTrip.js';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const xliff12 = (units: string) =>
  encode(
    `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n` +
      `<file original="a" source-language="en" target-language="de"><body>\n${units}</body></file></xliff>\n`,
  );
const xliff20 = (units: string) =>
  encode(
    `<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">\n` +
      `<file id="f1">\n${units}</file></xliff>\n`,
  );

const units12 = xliff12(
  '<trans-unit id="1"><source>First line<x id="1" ctype="lb"/>second <g id="2">line</g></source></trans-unit>\n' +
    '<trans-unit id="2"><source>One<ph id="1" ctype="lb">&lt;br/&gt;</ph>two<x id="2" ctype="lb"/>three</source>' +
    '<target>Eins<ph id="1" ctype="lb">&lt;br/&gt;</ph>zwei<x id="2" ctype="lb"/>drei</target></trans-unit>\n' +
    '<trans-unit id="3"><source>Ends with a break<x id="1" ctype="lb"/></source></trans-unit>\n',
);
const units20 = xliff20(
  '<unit id="u1"><segment><source>First line<ph id="1" type="fmt" subType="xlf:lb"/>second</source></segment></unit>\n' +
    '<unit id="u2"><segment><source>One<ph id="1" disp="&#10;"/>two</source><target>Eins<ph id="1" disp="&#10;"/>zwei</target></segment></unit>\n',
);

describe('XLIFF line-break tags', () => {
  it('XLIFF 1.2: xlfInterpretLineBreaksTags reads line breaks as newlines', async () => {
    const settings = { xlfInterpretLineBreaksTags: true };
    const { units } = await xliff12Filter.parse(units12, settings);
    expect(units.map((unit) => [unit.source, unit.target])).toEqual([
      ['First line\nsecond {1}line{/1}', undefined],
      ['One\ntwo\nthree', 'Eins\nzwei\ndrei'],
      ['Ends with a break\n', undefined],
    ]);
    await expectSameBytes(xliff12Filter, units12, settings, true);
  });

  it('XLIFF 1.2: without the setting a line break stays an inline tag', async () => {
    const { units } = await xliff12Filter.parse(units12, {});
    expect(units[0]?.source).toBe('First line{1/}second {2}line{/2}');
  });

  it('XLIFF 1.2: newlines of a target are written as the unit’s line-break elements', async () => {
    const settings = { xlfInterpretLineBreaksTags: true };
    const translations = ['Erste Zeile\nzweite {1}Zeile{/1}', 'Uno\ndos\ntres', 'Endet\n'];
    const { merged } = await expectTranslatedRoundTrip(
      xliff12Filter,
      units12,
      (unit) => translations[Number(unit.id) - 1] ?? '',
      settings,
      true,
    );
    const text = decode(merged);
    expect(text).toContain(
      '<target>Erste Zeile<x id="1" ctype="lb"/>zweite <g id="2">Zeile</g></target>',
    );
    expect(text).toContain(
      '<target>Uno<ph id="1" ctype="lb">&lt;br/&gt;</ph>dos<x id="2" ctype="lb"/>tres</target>',
    );
    expect(text).toContain('<target>Endet<x id="1" ctype="lb"/></target>');
  });

  it('XLIFF 2.0: xlf2InterpretLineBreakTags reads line breaks as newlines', async () => {
    const settings = { xlf2InterpretLineBreakTags: true };
    const { units } = await xliff20Filter.parse(units20, settings);
    expect(units.map((unit) => [unit.source, unit.target])).toEqual([
      ['First line\nsecond', undefined],
      ['One\ntwo', 'Eins\nzwei'],
    ]);
    expect((await xliff20Filter.parse(units20, {})).units[0]?.source).toBe('First line{1/}second');
    await expectSameBytes(xliff20Filter, units20, settings, true);
    const { merged } = await expectTranslatedRoundTrip(
      xliff20Filter,
      units20,
      (unit) => (unit.id === '1' ? 'Erste Zeile\nzweite' : 'Uno\ndos'),
      settings,
      true,
    );
    expect(decode(merged)).toContain(
      '<target>Erste Zeile<ph id="1" type="fmt" subType="xlf:lb"/>zweite</target>',
    );
    expect(decode(merged)).toContain('<target>Uno<ph id="1" disp="&#10;"/>dos</target>');
  });
});
