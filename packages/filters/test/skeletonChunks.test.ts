import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSkeleton, writeSkeleton } from '../src/skeleton/index.js';
import { writeJsonChunks } from '../src/skeleton/jsonChunks.js';

function jsonChunks(value: unknown): string[] {
  const chunks: string[] = [];
  writeJsonChunks(value, (chunk) => chunks.push(chunk));
  return chunks;
}

// Megabytes of text each: beside other files on a busy machine one took 6 s (Vitest's limit is 5).
describe('skeletons written in pieces', { timeout: 30_000 }, () => {
  it('writes the JSON that JSON.stringify writes, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonChunks(value).join('')).toBe(JSON.stringify(value));
      }),
      { numRuns: 200 },
    );
  });

  it('never makes one string of a big skeleton, and reads back what it wrote', () => {
    // Three megabytes of text with a surrogate pair across every piece boundary.
    const text = `${'a'.repeat(1024 * 1024 - 1)}😀`.repeat(3);
    const pieces = jsonChunks({ parts: [text, { id: '1', original: text }] });
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThan(3 * 1024 * 1024);
    const skeleton = writeSkeleton('txt', { parts: [text] });
    expect(readSkeleton<{ parts: string[] }>(skeleton, 'txt').parts[0]).toBe(text);
  });

  it('encodes a skeleton of many pieces into the same bytes as one encoding of its JSON', () => {
    // Pieces of ASCII, two- and three-byte characters and surrogate pairs, over several megabytes.
    const payload = { parts: ['Größe '.repeat(200_000), '椅子 😀 '.repeat(300_000), 'plain'] };
    const pieces = jsonChunks({ format: 'txt', payload });
    expect(pieces.length).toBeGreaterThan(2);
    const skeleton = writeSkeleton('txt', payload);
    expect(Buffer.from(skeleton).equals(Buffer.from(pieces.join('')))).toBe(true);
    expect(readSkeleton(skeleton, 'txt')).toEqual(payload);
    const small = { parts: ['one piece'] };
    expect(new TextDecoder().decode(writeSkeleton('txt', small))).toBe(
      JSON.stringify({ format: 'txt', payload: small }),
    );
  });

  it('writes an array of more items than a call takes arguments, inside an array', () => {
    // A workbook's shared strings: 100,000 of them are 200,001 pieces of one part's array.
    const pieces = Array.from({ length: 200_001 }, (_, index) => (index % 2 ? { id: index } : 9));
    const value = { payload: [[{ name: 'xl/sharedStrings.xml', pieces }]] };
    expect(jsonChunks(value).join('')).toBe(JSON.stringify(value));
  });

  it('leaves header bytes before the JSON for a container, small or large', () => {
    for (const payload of [{ parts: ['short'] }, { parts: ['Größe '.repeat(400_000)] }]) {
      const skeleton = writeSkeleton('docx', payload, 4);
      expect([...skeleton.subarray(0, 4)]).toEqual([0, 0, 0, 0]);
      expect(readSkeleton<typeof payload>(skeleton.subarray(4), 'docx')).toEqual(payload);
    }
  });
});
