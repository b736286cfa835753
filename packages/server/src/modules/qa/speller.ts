import nspell from 'nspell';
import type { Speller } from '@tessera/core';

type Checker = ReturnType<typeof nspell>;
type Dictionary = { aff: Uint8Array; dic: Uint8Array };

// The Hunspell dictionaries from npm, by language (docs/decisions/qa.md says which and why).
const dictionaries: Record<string, () => Promise<{ default: Dictionary }>> = {
  en: () => import('dictionary-en'),
  de: () => import('dictionary-de'),
  fr: () => import('dictionary-fr'),
  es: () => import('dictionary-es'),
};

// Each dictionary is read once, on its first use, and kept: building one takes about a second.
const checkers = new Map<string, Promise<Checker>>();

const languageOf = (locale: string) => locale.toLowerCase().split(/[_-]/)[0] ?? '';

function checkerFor(language: string): Promise<Checker> | undefined {
  const load = dictionaries[language];
  if (!load) return undefined;
  let checker = checkers.get(language);
  if (!checker) {
    checker = load().then(({ default: dictionary }) =>
      nspell(Buffer.from(dictionary.aff), Buffer.from(dictionary.dic)),
    );
    checkers.set(language, checker);
  }
  return checker;
}

/** The speller of a target locale, loaded once; undefined where there is no dictionary. */
export async function spellerFor(locale: string): Promise<Speller | undefined> {
  const checker = await checkerFor(languageOf(locale));
  if (!checker) return undefined;
  const known = new Map<string, boolean>();
  return (word) => {
    let correct = known.get(word);
    if (correct === undefined) {
      correct = checker.correct(word);
      known.set(word, correct);
    }
    return correct;
  };
}
