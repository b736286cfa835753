import { loadModule, type Hunspell, type HunspellFactory } from 'hunspell-asm';

type Dictionary = { aff: Uint8Array; dic: Uint8Array };

// The Hunspell dictionaries from npm, by language (docs/decisions/qa.md says which and why).
const dictionaries: Record<string, () => Promise<{ default: Dictionary }>> = {
  en: () => import('dictionary-en'),
  de: () => import('dictionary-de'),
  fr: () => import('dictionary-fr'),
  es: () => import('dictionary-es'),
};

export const spellingLanguages = Object.keys(dictionaries);

// Hunspell itself (WebAssembly), loaded once per worker; each dictionary on its first use.
let hunspell: Promise<HunspellFactory> | undefined;
const checkers = new Map<string, Promise<Hunspell>>();

function checkerFor(language: string): Promise<Hunspell> | undefined {
  const load = dictionaries[language];
  if (!load) return undefined;
  let checker = checkers.get(language);
  if (!checker) {
    hunspell ??= loadModule();
    checker = Promise.all([hunspell, load()]).then(([factory, { default: dictionary }]) =>
      factory.create(
        factory.mountBuffer(dictionary.aff, `${language}.aff`),
        factory.mountBuffer(dictionary.dic, `${language}.dic`),
      ),
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
  // The dictionaries are composed (NFC); a word typed decomposed is the same word.
  return request.words.filter((word) => !checker.spell(word.normalize('NFC')));
}
