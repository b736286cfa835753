import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReusedIntSet } from './reusedIntSet.js';

const int32 = fc.oneof(
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  fc.constantFrom(-(2 ** 31), -1, 0, 1, 2 ** 31 - 1),
  // Few distinct values: repeats within a use.
  fc.integer({ min: 0, max: 20 }),
);

describe('ReusedIntSet', () => {
  it('answers as a new Set would, use after use, through its growth', () => {
    fc.assert(
      fc.property(fc.array(fc.array(int32, { maxLength: 700 }), { maxLength: 6 }), (uses) => {
        const set = new ReusedIntSet();
        for (const values of uses) {
          set.clear();
          const expected = new Set<number>();
          for (const value of values) {
            expect(set.add(value)).toBe(!expected.has(value));
            expected.add(value);
          }
        }
      }),
    );
  });
});
