import { describe, expect, it } from 'vitest';
import { toNfc } from './nfc.js';

describe('toNfc', () => {
  it('composes what NFC composes', () => {
    expect(toNfc('Cafe\u0301')).toBe('Café');
    expect(toNfc('\u1100\u1161')).toBe('\uac00');
    expect(toNfc('\u212b')).toBe('\u00c5');
  });

  it('keeps every pair of characters below U+0300 as NFC would', () => {
    const characters = Array.from({ length: 0x300 }, (_, code) => String.fromCharCode(code));
    const differing = characters.flatMap((first) =>
      characters
        .map((second) => `${first}${second}`)
        .filter((text) => toNfc(text) !== text.normalize('NFC')),
    );
    expect(differing).toEqual([]);
  });
});
