import nspell from 'nspell';

type Checker = ReturnType<typeof nspell>;
type Dictionary = { aff: Uint8Array; dic: Uint8Array };

// The Hunspell dictionaries from npm, by language (docs/decisions/qa.md says which and why).
const dictionaries: Record<string, () => Promise<{ default: Dictionary }>> = {
  en: () => import('dictionary-en'),
  de: () => import('dictionary-de'),
  fr: () => import('dictionary-fr'),
  es: () => import('dictionary-es'),
};

export const spellingLanguages = Object.keys(dictionaries);

// Each dictionary is built once per worker, on its first use (French takes seconds).
const checkers = new Map<string, Promise<Checker>>();

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

export interface SpellRequest {
  language: string;
  words: string[];
}

/** Runs on the spelling worker (speller.ts): the words the language's dictionary rejects. */
export async function handle(request: SpellRequest): Promise<string[] | null> {
  const checker = await checkerFor(request.language);
  if (!checker) return null;
  return request.words.filter((word) => !checker.correct(word));
}
