import { describe, expect, it } from 'vitest';
import { xliff12Filter } from '../src/formats/xliff12/index.js';

const file = new TextEncoder().encode(
  `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n` +
    `<file original="a" source-language="en" target-language="de"><body>\n` +
    '<trans-unit id="t1" resname="app.save"><source>Save</source></trans-unit>\n' +
    '<trans-unit id="t2"><source>Cancel</source></trans-unit>\n' +
    `</body></file></xliff>\n`,
);
const keysWith = async (xlfContextType?: string) =>
  (await xliff12Filter.parse(file, xlfContextType ? { xlfContextType } : {})).units.map(
    (unit) => unit.key,
  );

describe('XLIFF 1.2 xlfContextType', () => {
  it('AUTO (the default) and SEGMENT_KEY key a unit by its resname, else its id', async () => {
    expect(await keysWith()).toEqual(['app.save', 't2']);
    expect(await keysWith('AUTO')).toEqual(['app.save', 't2']);
    expect(await keysWith('SEGMENT_KEY')).toEqual(['app.save', 't2']);
  });

  it('PREV_AND_NEXT_SEGMENT and NO_CONTEXT give no key', async () => {
    expect(await keysWith('PREV_AND_NEXT_SEGMENT')).toEqual([undefined, undefined]);
    expect(await keysWith('NO_CONTEXT')).toEqual([undefined, undefined]);
  });

  it('refuses an unknown choice naming the setting', async () => {
    await expect(keysWith('NEIGHBOURS')).rejects.toThrow(/xlfContextType/);
  });
});
