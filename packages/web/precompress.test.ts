import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCompressedCopies } from './precompress';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-precompress-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe("the build's compressed copies", () => {
  it('writes brotli and gzip copies of every text file, however small, and none of a picture', async () => {
    fs.mkdirSync(path.join(outDir, 'assets'));
    const files: Record<string, Buffer> = {
      'assets/tiny-1a2b3c.js': Buffer.from('export{a as b};'),
      'assets/large-4d5e6f.js': Buffer.from('console.log("Tessera");\n'.repeat(200)),
      'assets/style-7a8b9c.css': Buffer.from('a{color:red}'),
      'index.html': Buffer.from('<!doctype html><title>Tessera</title>'),
      'assets/logo-0a1b2c.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    };
    for (const [name, content] of Object.entries(files))
      fs.writeFileSync(path.join(outDir, name), content);

    await writeCompressedCopies(outDir, Object.keys(files));

    for (const [name, content] of Object.entries(files)) {
      const file = path.join(outDir, name);
      if (name.endsWith('.png')) {
        expect(fs.existsSync(`${file}.br`) || fs.existsSync(`${file}.gz`)).toBe(false);
        continue;
      }
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(content)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(content)).toBe(true);
    }
  });
});
