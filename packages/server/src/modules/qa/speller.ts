import { Piscina } from 'piscina';
import { spellingWords, type Speller } from '@tessera/core';
import { spellingLanguages, type SpellRequest } from './spellWorker.js';

// Building a dictionary blocks for up to seconds and checking a job's words takes CPU: both run
// on one worker thread, which keeps the dictionaries it built while the server runs.
const spellPool = new Piscina<SpellRequest, string[] | null>({
  // The entry registers tsx's loader in the worker, then imports the module named here.
  filename: new URL('../../tasks/workerEntry.mjs', import.meta.url).href,
  workerData: { module: new URL('./spellWorker.ts', import.meta.url).href },
  minThreads: 0,
  maxThreads: 1,
  idleTimeout: 60 * 60_000,
});
spellPool.on('error', (error: Error) =>
  console.warn(`The spelling worker failed: ${error.message}`),
);

const languageOf = (locale: string) => locale.toLowerCase().split(/[_-]/)[0] ?? '';

/**
 * A speller for these target texts: their distinct words are checked at once on the worker,
 * then core asks it word by word. Undefined where the locale's language has no dictionary.
 */
export async function spellerFor(
  locale: string,
  targets: readonly string[],
): Promise<Speller | undefined> {
  const language = languageOf(locale);
  if (!spellingLanguages.includes(language)) return undefined;
  const words = new Set(targets.flatMap((target) => spellingWords(target)));
  const wrong = await spellPool.run({ language, words: [...words] });
  if (wrong === null) return undefined;
  const rejected = new Set(wrong);
  return (word) => !rejected.has(word);
}
