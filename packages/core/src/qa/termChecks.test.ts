import { describe, expect, it } from 'vitest';
import { context, warningsOf } from './testing.js';
import type { TermHit } from './types.js';

const hit = (
  sourceTerm: string,
  targetTerms: string[],
  approved = true,
  forbidden = false,
): TermHit => ({
  sourceTerm,
  targetTerms,
  approved,
  forbidden,
});
const source = 'Open the file menu.';

describe('term checks', () => {
  it('terminology: passes when an approved translation is used, in any case', () => {
    const termHits = [hit('file', ['Datei'])];
    expect(warningsOf({ source, target: 'Öffne das DATEI-Menü.', termHits })).not.toHaveProperty(
      'terminology',
    );
  });

  it('terminology: warns when no approved translation is used', () => {
    const termHits = [hit('file', ['Datei']), hit('file', ['Akte'], false)];
    expect(
      warningsOf(
        { source, target: 'Öffne das Akte-Menü.', termHits },
        context({ allowUnapprovedTerms: false }),
      ).terminology,
    ).toBe('missing: file');
    // With unapproved terms allowed, the unapproved one counts as a translation.
    expect(warningsOf({ source, target: 'Öffne das Akte-Menü.', termHits })).not.toHaveProperty(
      'terminology',
    );
    // A term inside another word is not the term.
    expect(
      warningsOf({ source, target: 'Öffne das Dateien-Menü.', termHits: [hit('file', ['Datei'])] }),
    ).toHaveProperty('terminology');
  });

  it('terminology: warns on a forbidden translation of a source term', () => {
    const termHits = [hit('file', ['Datei']), hit('file', ['File'], false, true)];
    expect(
      warningsOf({ source, target: 'Öffne das File-Menü mit Datei.', termHits }).terminology,
    ).toBe('forbidden: File');
    expect(
      warningsOf(
        { source, target: 'Öffne das File-Menü.', termHits },
        context({ terminology: false }),
      ),
    ).not.toHaveProperty('terminology');
  });

  it('allowUnapprovedTerms: an unapproved term is flagged only while not allowed', () => {
    const termHits = [hit('file', ['Datei']), hit('file', ['Akte'], false)];
    const target = 'Öffne die Datei, die Akte.';
    expect(
      warningsOf({ source, target, termHits }, context({ allowUnapprovedTerms: false }))
        .allowUnapprovedTerms,
    ).toBe('Akte');
    expect(warningsOf({ source, target, termHits })).not.toHaveProperty('allowUnapprovedTerms');
    expect(
      warningsOf(
        { source, target: 'Öffne die Datei.', termHits },
        context({ allowUnapprovedTerms: false }),
      ),
    ).not.toHaveProperty('allowUnapprovedTerms');
  });

  it('forbiddenTermsWithoutSource: forbidden terms of the term bases, wherever the source', () => {
    const withForbidden = context({}, { forbiddenTerms: ['Knopf'] });
    expect(
      warningsOf({ source: 'Press it.', target: 'Drücke den Knopf.' }, withForbidden)
        .forbiddenTermsWithoutSource,
    ).toBe('Knopf');
    expect(
      warningsOf({ source: 'Press it.', target: 'Drücke die Taste.' }, withForbidden),
    ).not.toHaveProperty('forbiddenTermsWithoutSource');
    expect(
      warningsOf(
        { source: 'Press it.', target: 'Drücke den Knopf.' },
        context({ forbiddenTermsWithoutSource: false }, { forbiddenTerms: ['Knopf'] }),
      ),
    ).not.toHaveProperty('forbiddenTermsWithoutSource');
  });

  it('customForbiddenTerms: the project list, whole words in any case', () => {
    const custom = context({ customForbiddenTerms: 'click here, ASAP' });
    expect(
      warningsOf({ source: 'Click here now.', target: 'Click Here jetzt, asap.' }, custom)
        .customForbiddenTerms,
    ).toBe('click here, ASAP');
    expect(warningsOf({ source: 'Soon.', target: 'Asapfeld bald.' }, custom)).not.toHaveProperty(
      'customForbiddenTerms',
    );
  });
});
