import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BlobNotFound, openBlobStorage } from './blobStorage.js';

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
