import type { TermConcept } from '@tessera/filters';
import { localeMatcher } from '../tm/index.js';
import type { NewConcept, NewTerm } from './conceptQueries.js';

export interface SortedConcepts {
  toInsert: Array<{ concept: NewConcept; terms: NewTerm[] }>;
  /** Concepts with no term in the term base's languages. */
  skipped: number;
  /** Concepts whose every term the term base has already (same language and text, any case). */
  duplicates: number;
  /** Whether any term of the file was in one of the term base's languages. */
  anyLanguageMatched: boolean;
}

/**
 * Sorts a file's concepts for a term base: terms move to the term base's locale for their
 * language (en-US into en_us, or into en) and the others are dropped; concepts the term base
 * already has are left out, so importing the same file twice adds nothing.
 */
export function conceptsForTermBase(
  concepts: TermConcept[],
  langs: string[],
  known: Set<string>,
  author: { userName: string; now: string },
): SortedConcepts {
  const matchLocale = localeMatcher(langs);
  const sorted: SortedConcepts = {
    toInsert: [],
    skipped: 0,
    duplicates: 0,
    anyLanguageMatched: false,
  };
  for (const concept of concepts) {
    const terms = new Map<string, NewTerm>();
    for (const term of concept.terms) {
      const lang = matchLocale(term.lang)?.locale;
      const text = term.text.trim();
      if (!lang || !text) continue;
      const key = `${lang}\u0000${text.toLowerCase()}`;
      if (terms.has(key)) continue;
      terms.set(key, {
        lang,
        text,
        text_lower: text.toLowerCase(),
        status: term.status ?? 'APPROVED',
        note: term.note ?? '',
        usage: term.usage ?? '',
        created_at: author.now,
        modified_at: author.now,
      });
    }
    if (terms.size === 0) {
      sorted.skipped += 1;
      continue;
    }
    sorted.anyLanguageMatched = true;
    if ([...terms.keys()].every((key) => known.has(key))) {
      sorted.duplicates += 1;
      continue;
    }
    for (const key of terms.keys()) known.add(key);
    sorted.toInsert.push({
      concept: {
        definition: concept.definition ?? '',
        note: concept.note ?? '',
        domain: concept.domain ?? '',
        created_by: author.userName,
        created_at: author.now,
        modified_at: author.now,
      },
      terms: [...terms.values()],
    });
  }
  return sorted;
}
