import { describe, expect, it, vi } from 'vitest';
import { checkJob } from './runChecks.js';
import { spellingWords } from './spelling.js';
import { context, segment, warningsOf } from './testing.js';
import type { Speller } from './types.js';

const dictionary = new Set(['das', 'ist', 'ein', 'test', 'hallo', 'welt']);
const german: Speller = (word, lang) => (lang === 'de' ? dictionary.has(word.toLowerCase()) : null);

describe('spelling', () => {
  it('gives the speller words only: no numbers, tags, placeholders, URLs, all-caps words or single letters', () => {
    expect(
      spellingWords(
        'Das {1}ist{/1} ein Test {0} %s mit 3 A4-Seiten, NASA, https://x.org/a und a@b.de, l’homme x.',
      ),
    ).toEqual(['Das', 'ist', 'ein', 'Test', 'mit', 'Seiten', 'und', 'l’homme']);
  });

  it('warns with the words the dictionary rejects', () => {
    const spelled = context({}, { speller: german });
    expect(
      warningsOf({ source: 'This is a test.', target: 'Das ist ein Tset.' }, spelled).spelling,
    ).toBe('Tset');
    expect(
      warningsOf({ source: 'This is a test.', target: 'Das ist ein Test.' }, spelled),
    ).not.toHaveProperty('spelling');
  });

  it('says nothing without a dictionary for the language, without a speller, or with the check off', () => {
    const target = { source: 'This is a test.', target: 'Ceci est un tset.' };
    expect(
      warningsOf(target, context({}, { speller: german, targetLang: 'fr' })),
    ).not.toHaveProperty('spelling');
    expect(warningsOf(target, context())).not.toHaveProperty('spelling');
    expect(
      warningsOf(target, context({ spelling: false }, { speller: () => false })),
    ).not.toHaveProperty('spelling');
  });

  it('asks the speller once per word in a run', () => {
    const speller = vi.fn(german);
    const segments = [1, 2, 3].map((id) => segment({ id, target: 'Hallo Welt.' }));
    checkJob(segments, context({}, { speller }));
    expect(speller).toHaveBeenCalledTimes(2);
  });
});
