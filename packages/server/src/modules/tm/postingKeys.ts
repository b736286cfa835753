import { matchKeys } from '@tessera/core';
import type { TmUnitTable } from '../../db/schema.js';
import { forEachSideKey, sideLength, termSalt, type UnitSide } from './matchTerms.js';
import { ReusedIntSet } from './reusedIntSet.js';

/** What the posting keys of a unit are computed from. */
export type KeyedText = Pick<
  TmUnitTable,
  'target_lang' | 'source' | 'target' | 'source_plain' | 'target_plain'
>;

const sides: UnitSide[] = ['source', 'target'];

// Shared by every call (each runs to its end): a unit's keys are made distinct and collected
// without a set or a growing list of its own.
const seen = new ReusedIntSet();
let triples = new Int32Array(3 * 1024);

/**
 * A unit's postings (both sides) as triples: term hash, the side's length, and 1 where the term
 * counts towards its document frequency (0 for the whole text's key); each term once, the first
 * time it comes. Pure, so an import computes them on its reading worker.
 */
export function postingKeys(unit: KeyedText): Int32Array<ArrayBuffer> {
  return sharedPostingKeys(unit).slice();
}

/**
 * postingKeys in a buffer every call shares, valid until the next call: a batch copies them into
 * its own, where a typed array of their own per unit cost an import more than computing them.
 */
export function sharedPostingKeys(unit: KeyedText): Int32Array<ArrayBuffer> {
  seen.clear();
  let size = 0;
  for (const side of sides) {
    const text = side === 'source' ? unit.source : unit.target;
    const keys = matchKeys(text);
    const length = sideLength(keys);
    const plain = side === 'source' ? unit.source_plain : unit.target_plain;
    forEachSideKey(termSalt(unit.target_lang, side), text, keys, plain, (key, counted) => {
      if (!seen.add(key)) return;
      if (size + 3 > triples.length) {
        const grown = new Int32Array(triples.length * 2);
        grown.set(triples);
        triples = grown;
      }
      triples[size] = key;
      triples[size + 1] = length;
      triples[size + 2] = counted ? 1 : 0;
      size += 3;
    });
  }
  return triples.subarray(0, size);
}
