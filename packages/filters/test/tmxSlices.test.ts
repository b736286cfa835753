import { describe, expect, it } from 'vitest';
import { readTmx, type TmxUnit } from '../src/formats/tmx/index.js';

const encoder = new TextEncoder();

// Units whose texts put surrogate pairs, CR LF and entities across the reader's 4,096-character
// slices (xmlStream.ts): the ASCII lengths vary, so some slice ends inside each of them.
const units = Array.from({ length: 300 }, (_, index) => ({
  en: `${'a'.repeat(index % 7)}Unit ${index} 😀🎉 &amp; café\r\nnext line ${'𝄞'.repeat(index % 5)}`,
  de: `Einheit ${index} «𝄞» &lt;b&gt;`,
}));

const tmx = encoder.encode(
  '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4"><header srclang="en"/><body>\n' +
    units
      .map(
        ({ en, de }, index) =>
          `<tu tuid="${index}"><tuv xml:lang="en"><seg>${en}</seg></tuv>` +
          `<tuv xml:lang="de"><seg>${de}</seg></tuv></tu>\n`,
      )
      .join('') +
    '</body></tmx>\n',
);

async function read(chunks: Iterable<Uint8Array>): Promise<TmxUnit[]> {
  const read: TmxUnit[] = [];
  for await (const unit of readTmx(chunks)) read.push(unit);
  return read;
}

function* piecesOf(bytes: Uint8Array, size: (index: number) => number): Generator<Uint8Array> {
  for (let at = 0, index = 0; at < bytes.length; index++) {
    const end = Math.min(bytes.length, at + size(index));
    yield bytes.subarray(at, end);
    at = end;
  }
}

describe('TMX read in slices', () => {
  it('reads a document given whole as given in pieces of a few bytes', async () => {
    const whole = await read([tmx]);
    expect(whole).toHaveLength(units.length);
    expect(await read(piecesOf(tmx, (index) => 1 + (index % 13)))).toEqual(whole);
  });

  it('keeps every character of texts that slices cut through', async () => {
    const whole = await read([tmx]);
    whole.forEach((unit, index) => {
      const expected = units[index];
      expect(unit.tuid).toBe(String(index));
      expect(unit.variants.map((variant) => variant.text)).toEqual([
        expected?.en.replace('&amp;', '&').replace('\r\n', '\n'),
        expected?.de.replace('&lt;', '<').replace('&gt;', '>'),
      ]);
    });
  });
});
