import { describe, expect, it } from 'vitest';
import { FilterError, readBilingualDocx, readMxliff, writeMxliff, writeZip } from '../src/index.js';

describe('readMxliff', () => {
  it('reads back what writeMxliff writes, tags as text', () => {
    const bytes = writeMxliff({
      sourceLocale: 'en',
      targetLocale: 'de',
      fileName: 'a.json',
      jobPartUid: 'uid1',
      segments: [
        { id: '1', source: 'Save {1}a & b{/1}', target: 'Sichern', confirmed: true, locked: false },
        { id: '2', source: 'Line\nbreak', target: '', confirmed: false, locked: true },
      ],
    });
    expect(readMxliff(bytes)).toEqual({
      fileName: 'a.json',
      sourceLocale: 'en',
      targetLocale: 'de',
      jobPartUid: 'uid1',
      segments: [
        { id: '1', source: 'Save {1}a & b{/1}', target: 'Sichern', confirmed: true },
        { id: '2', source: 'Line\nbreak', target: '', confirmed: false },
      ],
    });
  });

  it('refuses entity declarations (XXE)', () => {
    const xxe = '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><xliff>&e;</xliff>';
    expect(() => readMxliff(new TextEncoder().encode(xxe))).toThrow(FilterError);
  });
});

describe('readBilingualDocx', () => {
  it('does not unpack a zip bomb', () => {
    const bomb = writeZip([
      { name: '[Content_Types].xml', data: new TextEncoder().encode('<Types/>') },
      { name: 'word/document.xml', data: new Uint8Array(32 * 1024 * 1024).fill(32) },
    ]);
    expect(() => readBilingualDocx(bomb, 64 * 1024 * 1024)).toThrow(/zip bomb/);
  });
});
