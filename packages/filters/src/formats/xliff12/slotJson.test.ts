import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LengthSlot } from './storedParts.js';
import { slotJson } from './targetSlots.js';

// Texts with what JSON escapes: quotes, backslashes, control characters, lone surrogates.
const text = fc.string({
  unit: fc.constantFrom('a', 'é', '"', '\\', '\n', '\u0001', '\ud800', '😀', ' '),
});

const slot: fc.Arbitrary<LengthSlot> = fc.tuple(
  text,
  text,
  fc.nat(),
  fc.dictionary(fc.string(), text, { maxKeys: 3 }),
  fc.integer({ min: -1, max: 100 }),
);

describe('an XLIFF slot written by hand', () => {
  it('is the text JSON.stringify writes for it', () => {
    fc.assert(
      fc.property(slot, (value) => {
        expect(slotJson(value)).toBe(JSON.stringify(value));
      }),
      { numRuns: 2000 },
    );
  });
});
