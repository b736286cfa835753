import { describe, expect, it } from 'vitest';
import { xliff12Filter } from '../src/formats/xliff12/index.js';
import { xliff20Filter } from '../src/formats/xliff20/index.js';
import type { FileFilter, UnitState } from '../src/types.js';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const xliff12 = encode(
  `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n` +
    `<file original="a" source-language="en" target-language="de"><body>\n` +
    `<trans-unit id="a" approved="no"><source>One</source><target state="new">Eins</target></trans-unit>\n` +
    `<trans-unit id="b"><source>Two</source><target/></trans-unit>\n` +
    `<trans-unit id="c"><source>Three</source></trans-unit>\n` +
    `<trans-unit id="d"><source>Four</source><target xml:lang="de">Vier</target></trans-unit>\n` +
    `</body></file></xliff>\n`,
);

const xliff20 = encode(
  `<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">\n` +
    `<file id="f1">\n<unit id="u1"><segment id="s1" state="initial"><source>One</source><target>Eins</target></segment>` +
    `<segment id="s2"><source>Two</source></segment></unit>\n</file></xliff>\n`,
);

const xlfRules = {
  xlfExportConfirmedLockedRules: 'state=final, approved=yes',
  xlfExportConfirmedNotLockedRules: 'state=translated, approved=yes',
  xlfExportNotConfirmedLockedRules: 'state=needs-review-translation',
  xlfExportNotConfirmedNotLockedRules: '',
};

async function merged(
  filter: FileFilter,
  bytes: Uint8Array,
  settings: Record<string, string>,
  targets: Record<string, string>,
  states?: Record<string, UnitState>,
) {
  const { skeleton } = await filter.parse(bytes, settings);
  const stateMap = states && new Map(Object.entries(states));
  const targetMap = new Map(Object.entries(targets));
  return decode(await filter.merge(skeleton, targetMap, settings, stateMap, bytes));
}

describe('XLIFF export rules', () => {
  it('writes the attributes the rule of each unit state names (XLIFF 1.2)', async () => {
    const text = await merged(
      xliff12Filter,
      xliff12,
      xlfRules,
      { '1': 'Eins!', '2': 'Zwei', '3': 'Drei' },
      {
        '1': { confirmed: true, locked: false },
        '2': { confirmed: true, locked: true },
        '3': { confirmed: false, locked: true },
        '4': { confirmed: false, locked: false },
      },
    );
    expect(text).toContain(
      `<trans-unit id="a" approved="yes"><source>One</source><target state="translated">Eins!</target>`,
    );
    expect(text).toContain(
      `<trans-unit id="b" approved="yes"><source>Two</source><target state="final">Zwei</target>`,
    );
    expect(text).toContain(
      `<trans-unit id="c"><source>Three</source><target state="needs-review-translation">Drei</target>`,
    );
    expect(text).toContain(
      `<trans-unit id="d"><source>Four</source><target xml:lang="de">Vier</target>`,
    );
  });

  it('puts an attribute the target already carries on the target and escapes values', async () => {
    const text = await merged(
      xliff12Filter,
      xliff12,
      { xlfExportConfirmedNotLockedRules: 'xml:lang=de-AT, note=\'a & "b"\'' },
      {},
      { '4': { confirmed: true, locked: false } },
    );
    expect(text).toContain(
      `<trans-unit id="d" note="a &amp; &quot;b&quot;"><source>Four</source><target xml:lang="de-AT">Vier</target>`,
    );
  });

  it('writes the rules of every unit of a long file, past a run of stored state tags', async () => {
    const count = 5_000;
    const units = Array.from(
      { length: count },
      (_, index) => `<trans-unit id="u${index}"><source>Line ${index}</source></trans-unit>\n`,
    );
    const bytes = encode(
      `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n` +
        `<file original="a" source-language="en" target-language="de"><body>\n${units.join('')}</body></file></xliff>\n`,
    );
    const ids = Array.from({ length: count }, (_, index) => String(index + 1));
    const text = await merged(
      xliff12Filter,
      bytes,
      xlfRules,
      Object.fromEntries(ids.map((id) => [id, `Zeile ${id}`])),
      Object.fromEntries(ids.map((id) => [id, { confirmed: true, locked: true }])),
    );
    expect(text.match(/ approved="yes"><source>/g)).toHaveLength(count);
    expect(text).toContain(
      `<trans-unit id="u4999" approved="yes"><source>Line 4999</source><target state="final">Zeile 5000</target></trans-unit>`,
    );
  });

  it('leaves the file byte for byte without states or rules', async () => {
    const states = { '1': { confirmed: true, locked: true } };
    expect(await merged(xliff12Filter, xliff12, {}, {}, states)).toBe(decode(xliff12));
    expect(await merged(xliff12Filter, xliff12, xlfRules, {})).toBe(decode(xliff12));
  });

  it('writes XLIFF 2.0 rules on the <segment>', async () => {
    const text = await merged(
      xliff20Filter,
      xliff20,
      {
        xlf2ExportConfirmedNotLockedRules: 'state=final',
        xlf2ExportNotConfirmedNotLockedRules: 'state=translated, subState=my:draft',
      },
      { '2': 'Zwei' },
      { '1': { confirmed: true, locked: false }, '2': { confirmed: false, locked: false } },
    );
    expect(text).toContain(
      `<segment id="s1" state="final"><source>One</source><target>Eins</target></segment>` +
        `<segment id="s2" state="translated" subState="my:draft"><source>Two</source><target>Zwei</target></segment>`,
    );
  });

  it('refuses a rule that names no value to write', async () => {
    const { skeleton } = await xliff12Filter.parse(xliff12, {});
    const settings = { xlfExportConfirmedLockedRules: 'state!=final' };
    const states = new Map([['1', { confirmed: true, locked: true }]]);
    expect(() => xliff12Filter.merge(skeleton, new Map(), settings, states, xliff12)).toThrow(
      /xlfExportConfirmedLockedRules/,
    );
  });
});
