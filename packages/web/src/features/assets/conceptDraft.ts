import type { Concept, ConceptInput, TermStatus } from '@tessera/contracts';

export interface TermRow {
  /** The stored term's id, so that an edit keeps it; absent for a new term. */
  id?: number;
  lang: string;
  text: string;
  status: TermStatus;
  note: string;
  usage: string;
}

export interface ConceptDraft {
  definition: string;
  note: string;
  domain: string;
  rows: TermRow[];
}

const emptyRow = (lang: string): TermRow => ({
  lang,
  text: '',
  status: 'APPROVED',
  note: '',
  usage: '',
});

/** One row per language of the term base (synonyms keep a row each); languages without a term get an empty row. */
export function draftOf(concept: Concept | undefined, langs: readonly string[]): ConceptDraft {
  const terms = concept?.terms ?? [];
  const rows = langs.flatMap((lang) => {
    const ofLang = terms.filter((term) => term.lang === lang);
    return ofLang.length > 0
      ? ofLang.map(({ id, text, status, note, usage }) => ({ id, lang, text, status, note, usage }))
      : [emptyRow(lang)];
  });
  return {
    definition: concept?.definition ?? '',
    note: concept?.note ?? '',
    domain: concept?.domain ?? '',
    rows,
  };
}

/** The body of POST/PUT /api/termBase/concept: blank rows are left out (a blanked term is deleted). */
export function conceptInputOf(draft: ConceptDraft): ConceptInput {
  return {
    definition: draft.definition.trim(),
    note: draft.note.trim(),
    domain: draft.domain.trim(),
    terms: draft.rows
      .filter((row) => row.text.trim() !== '')
      .map((row) => ({ ...row, text: row.text.trim() })),
  };
}

/** The concept's terms as one line, for a confirmation: 'house / Haus'. */
export function conceptTitle(concept: Concept): string {
  return concept.terms.map((term) => term.text).join(' / ');
}
