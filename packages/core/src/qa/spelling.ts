import { QaText, textsOf } from './text.js';
import type { Finding, QaSegment, Speller } from './types.js';

const wordPattern = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;
const digit = /\p{N}/u;
const allCaps = /^[^\p{Ll}]*$/u;
// Hunspell dictionaries split no words in scripts written without spaces: those are not checked.
const spaceless =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}]/u;

/** The words a speller should see: no tags, placeholders, URLs, numbers, words with digits, all-caps words or single letters. */
export function spellingWords(text: string | QaText): string[] {
  const plain = (typeof text === 'string' ? new QaText(text) : text).plain;
  return (plain.match(wordPattern) ?? []).filter(
    (word) =>
      [...word].length > 1 && !digit.test(word) && !allCaps.test(word) && !spaceless.test(word),
  );
}

/** Remembers a speller's answers for one QA run: a job repeats its words. */
export function cachedSpeller(speller: Speller): Speller {
  const answers = new Map<string, boolean | null>();
  return (word, lang) => {
    const key = `${lang}\u0000${word}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = speller(word, lang);
      answers.set(key, answer);
    }
    return answer;
  };
}

/** Words of the target the speller rejects; nothing when it has no dictionary for the language. */
export function spelling(segment: QaSegment, speller: Speller, lang: string): Finding {
  const wrong = new Set<string>();
  for (const word of spellingWords(textsOf(segment).target)) {
    const answer = speller(word, lang);
    if (answer === null) return undefined;
    if (!answer) wrong.add(word);
  }
  return wrong.size > 0 ? { details: [...wrong].join(', ') } : undefined;
}
