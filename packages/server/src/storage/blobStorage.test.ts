import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BlobNotFound, BlobTooLarge, openBlobStorage } from './blobStorage.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-blobs-'));
const storage = openBlobStorage({ dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('reading a whole blob', () => {
  it('answers the bytes that were put, in one buffer of their size', async () => {
    // Larger than a read stream's chunk, so a read in pieces would show.
    const bytes = new Uint8Array(200_000).map((_, index) => index % 251);
    const { key, size } = await storage.put(bytes);
    const read = await storage.read(key);
    expect(size).toBe(200_000);
    expect(read.byteLength).toBe(200_000);
    expect(Buffer.from(read).equals(bytes)).toBe(true);
  });

  it('rejects with BlobNotFound for a deleted blob and for a key that is not ours', async () => {
    const { key } = await storage.put(new TextEncoder().encode('gone soon'));
    await storage.delete(key);
    await expect(storage.read(key)).rejects.toBeInstanceOf(BlobNotFound);
    await expect(storage.read('../../etc/passwd')).rejects.toBeInstanceOf(BlobNotFound);
  });
});

describe('reading a blob by position', () => {
  it('answers the bytes asked for, in slices and in pieces of one buffer', async () => {
    // Past one piece (1 MB), so that pieces show.
    const bytes = new Uint8Array(2_500_000).map((_, index) => (index * 7) % 251);
    const { key } = await storage.put(bytes);
    const file = await storage.openPositioned(key);
    try {
      expect(file.size).toBe(bytes.length);
      expect(Buffer.from(file.slice(1_000, 3_000)).equals(bytes.subarray(1_000, 3_000))).toBe(true);
      // A slice stops at the end, as subarray's does.
      expect(file.slice(bytes.length - 10, bytes.length + 50)).toHaveLength(10);
      const pieces: Buffer[] = [];
      for (const piece of file.pieces(5, bytes.length)) pieces.push(Buffer.from(piece));
      expect(pieces.map((piece) => piece.length)).toEqual([1_048_576, 1_048_576, 402_843]);
      expect(Buffer.concat(pieces).equals(bytes.subarray(5))).toBe(true);
    } finally {
      await file.close();
    }
  });

  it('rejects with BlobNotFound for a blob that is not there', async () => {
    const { key } = await storage.put(new TextEncoder().encode('gone soon'));
    await storage.delete(key);
    await expect(storage.openPositioned(key)).rejects.toBeInstanceOf(BlobNotFound);
  });
});

describe('putting a blob', () => {
  const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-blob-puts-'));
  const own = openBlobStorage({ dataDir: ownDir });
  afterAll(() => fs.rmSync(ownDir, { recursive: true, force: true }));
  const bytes = new Uint8Array(1_001).map((_, index) => index % 251);
  async function* inTwo() {
    yield bytes.subarray(0, 600);
    yield bytes.subarray(600);
  }
  const filesKept = () =>
    fs
      .readdirSync(ownDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile());

  it('refuses bytes or a stream past maxBytes and keeps no file of either', async () => {
    await expect(own.put(bytes, { maxBytes: 1_000 })).rejects.toBeInstanceOf(BlobTooLarge);
    await expect(own.put(inTwo(), { maxBytes: 1_000 })).rejects.toBeInstanceOf(BlobTooLarge);
    expect(filesKept()).toEqual([]);
  });

  it('keeps bytes, and the chunks of a stream, as they came with their size', async () => {
    for (const content of [bytes, inTwo()]) {
      const { key, size } = await own.put(content, { maxBytes: 1_001 });
      expect(size).toBe(1_001);
      expect(Buffer.from(await own.read(key)).equals(bytes)).toBe(true);
    }
  });
});
