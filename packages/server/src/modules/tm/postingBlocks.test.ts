import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postingBlocks, type KeyedUnit } from './postingBlocks.js';

// The blocks as the definition reads: each (term, length) of any unit, in ascending order of
// term (signed) then length, with the ids of its units ascending.
function expectedBlocks(units: readonly KeyedUnit[]) {
  const blocks = new Map<string, { term: number; length: number; ids: number[] }>();
  for (const unit of [...units].sort((a, b) => a.id - b.id)) {
    for (let at = 0; at < unit.keys.length; at += 3) {
      const term = unit.keys[at] ?? 0;
      const length = unit.keys[at + 1] ?? 0;
      const block = blocks.get(`${term}:${length}`) ?? { term, length, ids: [] };
      block.ids.push(unit.id);
      blocks.set(`${term}:${length}`, block);
    }
  }
  return [...blocks.values()].sort((a, b) => a.term - b.term || a.length - b.length);
}

function blocksOf(units: readonly KeyedUnit[]) {
  const { terms, lengths, offsets, counts, ids } = postingBlocks(units);
  return Array.from(terms, (term, block) => ({
    term,
    length: lengths[block] ?? 0,
    ids: Array.from(ids.subarray(offsets[block], (offsets[block] ?? 0) + (counts[block] ?? 0))),
  }));
}

// A unit's keys as postingKeys gives them: each term once, with its side's length.
const unit = fc
  .record({
    id: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    terms: fc.uniqueArray(
      fc.oneof(
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
        fc.constantFrom(-(2 ** 31), -1, 0, 1, 65_535, 65_536, 2 ** 31 - 1),
      ),
      { maxLength: 12 },
    ),
    length: fc.integer({ min: 0, max: 32_000 }),
  })
  .map(({ id, terms, length }) => ({ id, tmId: 1, keys: terms.flatMap((t) => [t, length, 1]) }));

describe('posting blocks', () => {
  it('group every posting by term and length, in key order, ids ascending', () => {
    fc.assert(
      fc.property(fc.uniqueArray(unit, { selector: (u) => u.id, maxLength: 40 }), (units) => {
        expect(blocksOf(units)).toEqual(expectedBlocks(units));
      }),
    );
  });

  it('hold nothing for units without postings', () => {
    expect(blocksOf([{ id: 3, tmId: 1, keys: [] }])).toEqual([]);
  });
});
