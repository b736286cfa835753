import { describe, expect, test } from 'vitest';
import type { Concept } from '@tessera/contracts';
import { conceptInputOf, conceptTitle, draftOf } from './conceptDraft';

const concept: Concept = {
  id: 7,
  definition: 'A building to live in',
  note: '',
  domain: 'Housing',
  terms: [
    { id: 1, lang: 'en', text: 'house', status: 'APPROVED', note: '', usage: '' },
    { id: 2, lang: 'de', text: 'Haus', status: 'APPROVED', note: 'n', usage: '' },
    { id: 3, lang: 'de', text: 'Gebäude', status: 'FORBIDDEN', note: '', usage: '' },
  ],
  createdBy: 'pm',
  dateCreated: '2026-01-01T00:00:00Z',
  dateModified: '2026-01-01T00:00:00Z',
};

describe('concept draft', () => {
  test('one row per language, synonyms kept, an empty row for a language without a term', () => {
    const draft = draftOf(concept, ['en', 'de', 'fr']);
    expect(draft.rows.map((row) => [row.lang, row.text, row.id])).toEqual([
      ['en', 'house', 1],
      ['de', 'Haus', 2],
      ['de', 'Gebäude', 3],
      ['fr', '', undefined],
    ]);
    expect(draft.domain).toBe('Housing');
    expect(draftOf(undefined, ['en']).rows).toEqual([
      { lang: 'en', text: '', status: 'APPROVED', note: '', usage: '' },
    ]);
  });

  test('blank rows are left out, so a blanked term is deleted; kept terms carry their id', () => {
    const draft = draftOf(concept, ['en', 'de', 'fr']);
    draft.rows[2] = { ...draft.rows[2]!, text: '  ' };
    draft.rows[3] = { ...draft.rows[3]!, text: ' maison ', status: 'NOT_APPROVED' };
    const input = conceptInputOf(draft);
    expect(input.terms.map((term) => [term.id, term.lang, term.text, term.status])).toEqual([
      [1, 'en', 'house', 'APPROVED'],
      [2, 'de', 'Haus', 'APPROVED'],
      [undefined, 'fr', 'maison', 'NOT_APPROVED'],
    ]);
    expect(input.terms[1]?.note).toBe('n');
  });

  test('the title joins the terms', () => {
    expect(conceptTitle(concept)).toBe('house / Haus / Gebäude');
  });
});
