import { deflateSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { FilterError } from '../types.js';
import { fileLikeZipBytes } from '../../test/fileLikeZipBytes.js';
import { listZip, readZip, writeZip, type ZipBytes, type ZipEntry } from './index.js';
import { crc32 } from './crc32.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A one-entry archive whose headers declare whatever sizes a test wants. */
function craftedZip(
  name: string,
  compressed: Uint8Array,
  declaredSize: number,
  crc = 0,
): Uint8Array {
  const archive = writeZip([
    {
      name,
      data: new Uint8Array(declaredSize > 0 ? 1 : 0),
      raw: { method: 8, compressed, crc32: crc, versionMadeBy: 20, externalAttributes: 0 },
    },
  ]);
  const view = new DataView(archive.buffer);
  view.setUint32(22, declaredSize, true);
  const central = 30 + name.length + compressed.length;
  view.setUint32(central + 24, declaredSize, true);
  return archive;
}

describe('zip', () => {
  it('reads what it writes and copies unchanged entries byte for byte', () => {
    const entries: ZipEntry[] = [
      { name: 'docs/', data: new Uint8Array() },
      { name: 'docs/readme.txt', data: encode('hello '.repeat(100)) },
      { name: 'données/日本語.xml', data: encode('<a>مرحبا</a>') },
    ];
    const first = writeZip(entries);
    const read = readZip(first);
    expect(read.map((entry) => entry.name)).toEqual(entries.map((entry) => entry.name));
    expect(new TextDecoder().decode(read[2]?.data)).toBe('<a>مرحبا</a>');
    expect(Buffer.from(writeZip(read)).equals(Buffer.from(first))).toBe(true);
  });

  it('reads an archive by position as it reads it in memory, a stored entry piece by piece', () => {
    // Larger than the 64 KB read from the end to find the central directory.
    const picture = Uint8Array.from({ length: 200_000 }, (_, index) => (index * 7919) % 251);
    const archive = zipSync({
      'a.xml': encode('<a>alpha</a>'.repeat(1000)),
      'media/picture.png': [picture, { level: 0 }],
    });
    const { source, read } = fileLikeZipBytes(archive, 4096);
    // Each chunk copied as it comes: from a file, the next one reuses its buffer.
    const joined = (chunks: Iterable<Uint8Array>) =>
      Buffer.concat(Array.from(chunks, (chunk) => Buffer.from(chunk))).toString('base64');
    const contents = (entries: ReturnType<typeof listZip>) =>
      entries.map((entry) => [
        entry.name,
        Buffer.from(entry.read()).toString('base64'),
        joined(entry.chunks()),
      ]);
    const byPosition = listZip(source);
    const stored = byPosition[1];
    expect(stored && [...stored.chunks()].map((chunk) => chunk.length)).toHaveLength(
      Math.ceil(picture.length / 4096),
    );
    expect(read.largestSlice).toBeLessThan(picture.length);
    expect(contents(byPosition)).toEqual(contents(listZip(archive)));
    expect(Buffer.from(stored?.raw.compressed ?? []).equals(picture)).toBe(true);
  });

  it('reads archives written by another zip library', () => {
    const archive = zipSync({
      'a.txt': encode('alpha'),
      'b/c.txt': [encode('gamma'), { level: 0 }],
    });
    expect(
      readZip(archive).map((entry) => [entry.name, new TextDecoder().decode(entry.data)]),
    ).toEqual([
      ['a.txt', 'alpha'],
      ['b/c.txt', 'gamma'],
    ]);
  });

  it('decodes names without the UTF-8 flag in the zipCharset', () => {
    const archive = writeZip([{ name: 'xx.txt', data: encode('x') }]);
    const cyrillic = new Uint8Array([0xcf, 0xf0]);
    archive.set(cyrillic, 30);
    archive.set(cyrillic, archive.length - 22 - 46 - 6 + 46);
    expect(readZip(archive, { zipCharset: 'windows-1251' })[0]?.name).toBe('Пр.txt');
    expect(readZip(archive, { zipCharset: 'Cp437-unknown' })[0]?.name).toBe('\uFFFD\uFFFD.txt');
  });

  it('keeps an unpacked entry in a buffer of its own size', () => {
    const text = '<a:t>word</a:t>'.repeat(400);
    const [entry] = readZip(writeZip([{ name: 'ppt/slides/slide1.xml', data: encode(text) }]));
    expect(new TextDecoder().decode(entry?.data)).toBe(text);
    // zlib's default 16 KB output chunk stayed behind every small part (#14).
    expect(entry?.data.buffer.byteLength).toBeLessThan(text.length + 4096);
  });

  it('refuses names that leave the archive', () => {
    for (const name of ['../evil.txt', '/etc/passwd', 'a/../../b', 'C:/windows/x', 'a\\..\\b']) {
      expect(() => readZip(writeZip([{ name, data: encode('x') }]))).toThrow(/points outside/);
    }
  });

  it('stops a zip bomb before inflating it', { timeout: 15_000 }, () => {
    const zeros = new Uint8Array(4 * 1024 * 1024);
    const compressed = deflateSync(zeros, { level: 9 });
    expect(() => readZip(craftedZip('bomb.bin', compressed, zeros.length))).toThrow(/suspiciously/);
    expect(() => readZip(craftedZip('liar.bin', compressed, 1000))).toThrow(
      /more than its declared size/,
    );
    expect(() =>
      readZip(craftedZip('big.bin', compressed, zeros.length), { maxTotalUnpackedSize: 1024 }),
    ).toThrow(/more than the limit/);
  });

  it('reads an entry whole as it reads it in chunks, and refuses the same broken data', () => {
    const text = encode('A paragraph of a Word file. '.repeat(5000));
    const compressed = deflateSync(text);
    const outcome = (archive: Uint8Array | ZipBytes, how: 'whole' | 'chunks') => {
      try {
        const [entry] = listZip(archive);
        const data = how === 'whole' ? entry?.read() : Buffer.concat([...(entry?.chunks() ?? [])]);
        return new TextDecoder().decode(data);
      } catch (error) {
        // The inflaters word their own fault differently (fflate: "unexpected EOF").
        const message = String((error as Error).message).replace(/ is corrupt: .*/, ' is corrupt.');
        return error instanceof FilterError ? `FilterError: ${message}` : String(error);
      }
    };
    const cases = {
      good: craftedZip('a.xml', compressed, text.length, crc32(text)),
      truncated: craftedZip('a.xml', compressed.subarray(0, 100), text.length, crc32(text)),
      shorter: craftedZip('a.xml', compressed, text.length + 10, crc32(text)),
      longer: craftedZip('a.xml', compressed, text.length - 10, crc32(text)),
      checksum: craftedZip('a.xml', compressed, text.length, 1),
    };
    const whole = Object.fromEntries(
      Object.entries(cases).map(([name, archive]) => [name, outcome(archive, 'whole')]),
    );
    expect(whole).toEqual(
      Object.fromEntries(
        Object.entries(cases).map(([name, archive]) => [name, outcome(archive, 'chunks')]),
      ),
    );
    // Read as a file is, in pieces of one reused buffer, each entry gives the same.
    for (const how of ['whole', 'chunks'] as const) {
      expect(
        Object.fromEntries(
          Object.entries(cases).map(([name, archive]) => [
            name,
            outcome(fileLikeZipBytes(archive, 1000).source, how),
          ]),
        ),
      ).toEqual(whole);
    }
    expect(whole.good).toBe(new TextDecoder().decode(text));
    expect(whole.truncated).toBe('FilterError: Zip entry "a.xml" is corrupt.');
    expect(whole.shorter).toBe(
      `FilterError: Zip entry "a.xml" unpacks to ${text.length} bytes, not the declared ${text.length + 10}.`,
    );
    expect(whole.longer).toBe(
      'FilterError: Zip entry "a.xml" unpacks to more than its declared size.',
    );
    expect(whole.checksum).toBe('FilterError: Zip entry "a.xml" fails its checksum.');
  });

  it('bounds the entry count and refuses overlapping entries and bad checksums', () => {
    const many = writeZip(
      Array.from({ length: 5 }, (_, index) => ({ name: `${index}.txt`, data: encode('x') })),
    );
    expect(() => readZip(many, { maxEntries: 4 })).toThrow(/more than the limit of 4/);
    const archive = writeZip([
      { name: 'a.txt', data: encode('abc') },
      { name: 'b.txt', data: encode('abc') },
    ]);
    const view = new DataView(archive.buffer);
    const secondCentral = archive.length - 22 - 46 - 5;
    view.setUint32(secondCentral + 42, 0, true);
    expect(() => readZip(archive)).toThrow(/overlapping/);
    const corrupt = writeZip([{ name: 'a.txt', data: encode('abc') }]);
    corrupt[35] = 0x78;
    expect(() => readZip(corrupt)).toThrow(/checksum/);
  });

  it('ends in a FilterError for anything that is not a zip archive', () => {
    for (const bytes of [
      new Uint8Array(),
      encode('PK\x03\x04 nonsense'),
      new Uint8Array(100).fill(0x50),
    ]) {
      expect(() => readZip(bytes)).toThrow(FilterError);
    }
  });
});
