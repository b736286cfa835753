import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSkeleton, writeSkeleton } from '../src/skeleton/index.js';
import { writeJsonChunks } from '../src/skeleton/jsonChunks.js';

function jsonChunks(value: unknown): string[] {
  const chunks: string[] = [];
  writeJsonChunks(value, (chunk) => chunks.push(chunk));
  return chunks;
}

describe('skeletons written in pieces', () => {
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
});
