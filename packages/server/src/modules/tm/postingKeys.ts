import { prepareMatchText } from '@tessera/core';
import type { TmUnitTable } from '../../db/schema.js';
import { sideKeys, termSalt, type UnitSide } from './matchTerms.js';

/** What the posting keys of a unit are computed from. */
export type KeyedText = Pick<
  TmUnitTable,
  'target_lang' | 'source' | 'target' | 'source_plain' | 'target_plain'
>;

const sides: UnitSide[] = ['source', 'target'];

/**
 * A unit's postings (both sides) as triples: term hash, the side's length, and 1 where the term
 * counts towards its document frequency (0 for the whole text's key). Pure, so an import computes
 * them on its reading worker. An array per unit: appending a whole batch's postings to one array
 * cost over 100 ns a push past about 50,000 elements, a tenth of that below (most of the worker's
 * time).
 */
export function postingKeys(unit: KeyedText): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  for (const side of sides) {
    const text = side === 'source' ? unit.source : unit.target;
    const plain = side === 'source' ? unit.source_plain : unit.target_plain;
    const keys = sideKeys(termSalt(unit.target_lang, side), prepareMatchText(text), plain);
    const add = (term: number, counted: number) => {
      if (seen.has(term)) return;
      seen.add(term);
      out.push(term, keys.length, counted);
    };
    add(keys.whole, 0);
    for (const term of keys.terms) add(term, 1);
    for (const term of keys.short) add(term, 1);
  }
  return out;
}
