import type { TermHit } from '@tessera/core';
import type { QaTermRow } from './queries.js';

const languageOf = (locale: string) => locale.toLowerCase().split(/[_-]/)[0] ?? '';

// Words as the term match sees them: runs of letters, marks and digits.
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const wordsOf = (text: string) => text.toLocaleLowerCase().match(WORD) ?? [];

interface SourceTerm {
  words: readonly string[];
  hits: TermHit[];
}

export interface TermIndex {
  /** The term hits whose source term occurs in the text as whole words, in any case. */
  hitsOf(source: string): TermHit[];
  /** Forbidden target terms of the term bases. */
  forbidden: string[];
}

/**
 * An index of the QA term bases' source terms by their first word: each segment's source is
 * read once, word by word, so a run stays linear in the job's size.
 */
export function termIndex(
  rows: readonly QaTermRow[],
  sourceLocale: string,
  targetLocale: string,
): TermIndex {
  const source = languageOf(sourceLocale);
  const target = languageOf(targetLocale);
  const targetsOf = new Map<number, QaTermRow[]>();
  for (const row of rows)
    if (languageOf(row.lang) === target)
      targetsOf.set(row.concept_id, [...(targetsOf.get(row.concept_id) ?? []), row]);
  const byFirstWord = new Map<string, SourceTerm[]>();
  for (const row of rows) {
    const translations = targetsOf.get(row.concept_id);
    const words = wordsOf(row.text);
    if (languageOf(row.lang) !== source || !translations || words.length === 0) continue;
    const term: SourceTerm = {
      words,
      hits: translations.map((translation) => ({
        sourceTerm: row.text,
        targetTerms: [translation.text],
        approved: translation.status === 'APPROVED',
        forbidden: translation.status === 'FORBIDDEN',
      })),
    };
    byFirstWord.set(words[0]!, [...(byFirstWord.get(words[0]!) ?? []), term]);
  }
  const forbidden = [
    ...new Set(
      rows
        .filter((row) => languageOf(row.lang) === target && row.status === 'FORBIDDEN')
        .map((row) => row.text),
    ),
  ];
  return {
    forbidden,
    hitsOf(text) {
      if (byFirstWord.size === 0) return [];
      const words = wordsOf(text);
      const found = new Set<SourceTerm>();
      words.forEach((word, at) => {
        for (const term of byFirstWord.get(word) ?? [])
          if (term.words.every((termWord, i) => words[at + i] === termWord)) found.add(term);
      });
      return [...found].flatMap((term) => term.hits);
    },
  };
}
