import { describe, expect, it } from 'vitest';
import { matchScore } from '@tessera/core';
import { EarlierSources, FUZZY_FLOOR } from './earlierSources.js';

function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fffffff;
    return state / 0x80000000;
  };
}

describe('internal fuzzy matches', () => {
  it('answers the best score of all earlier sources, as scoring each of them would', () => {
    const next = random(7);
    const words =
      'file files filter folder save saved saving close closed open opened print printer window windows user users the a of 12 300'.split(
        ' ',
      );
    const pick = () => words[Math.floor(next() * words.length)] as string;
    // Typos keep the prefix or change it: short texts are compared by characters.
    const typo = (word: string) => {
      const at = Math.floor(next() * word.length);
      return next() < 0.5
        ? word.slice(0, at) + word.slice(at + 1)
        : `${word.slice(0, at)}x${word.slice(at)}`;
    };
    const sources = Array.from({ length: 900 }, (_, index) => {
      const length = index % 3 === 0 ? 5 + Math.floor(next() * 8) : 1 + Math.floor(next() * 4);
      return Array.from({ length }, () => (next() < 0.3 ? typo(pick()) : pick())).join(' ');
    });
    const earlier = new EarlierSources();
    sources.forEach((source, index) => {
      const scores = sources.slice(0, index).map((before) => matchScore(source, before));
      const best = Math.max(0, ...scores);
      expect(earlier.best(source), source).toBe(best >= FUZZY_FLOOR ? best : 0);
      earlier.add(source);
    });
  });
});
