import { describe, expect, it } from 'vitest';
import { context, warningsOf } from './testing.js';

const tagged = (source: string, target: string) => warningsOf({ source, target });

describe('tag checks', () => {
  it('passes a target with every tag, reordered but well nested', () => {
    expect(
      tagged(
        'Click {1}Save{/1} or {2}Cancel{/2}.{3/}',
        'Klicke {2}Abbrechen{/2} oder {1}Speichern{/1}.{3/}',
      ),
    ).toEqual({});
  });

  it('tagsAndFormatting: lists missing and extra tags', () => {
    expect(tagged('Click {1}Save{/1}.{3/}', 'Klicke {1}Speichern{/1}.{4/}').tagsAndFormatting).toBe(
      'missing {3/}; extra {4/}',
    );
  });

  it('tagsAndFormatting: a pair closed before it opens or crossing another is an invalid order', () => {
    expect(tagged('A {1}b{/1} c.', 'A {/1}b{1} c.').tagsAndFormatting).toBe('invalid order');
    expect(tagged('{1}a {2}b{/2}{/1}.', '{1}a {2}b{/1}{/2}.').tagsAndFormatting).toBe(
      'invalid order',
    );
    // A source split inside a pair leaves a lone tag: kept, it is not a fault.
    expect(tagged('{1}Start of a bold run.', '{1}Anfang eines fetten Laufs.')).not.toHaveProperty(
      'tagsAndFormatting',
    );
  });

  it('tagsAndFormatting: off in the settings, nothing is said', () => {
    expect(
      warningsOf({ source: 'A {1/} b.', target: 'A b.' }, context({ tagsAndFormatting: false })),
    ).not.toHaveProperty('tagsAndFormatting');
  });

  it('inconsistentTagContent: a pair must enclose the same numbers and placeholders', () => {
    expect(tagged('Pay {1}10 €{/1} now.', 'Zahle jetzt {1}€{/1} 10.').inconsistentTagContent).toBe(
      '{1}',
    );
    expect(tagged('Hi {1}{name}{/1}.', 'Hallo {1}{name}{/1}.')).not.toHaveProperty(
      'inconsistentTagContent',
    );
    expect(tagged('Pay {1}10 €{/1} now.', 'Zahle {1}10 Euro{/1} jetzt.')).not.toHaveProperty(
      'inconsistentTagContent',
    );
  });

  it('emptyTagContent: a pair with text in the source must not be empty in the target', () => {
    expect(tagged('Click {1}Save{/1}.', 'Klicke {1}{/1} Speichern.').emptyTagContent).toBe('{1}');
    expect(tagged('Click {1}Save{/1}.', 'Klicke {1}Speichern{/1}.')).not.toHaveProperty(
      'emptyTagContent',
    );
    expect(tagged('Line{1}{/1}.', 'Zeile{1}{/1}.')).not.toHaveProperty('emptyTagContent');
  });

  it('segmentJoinTags: a tag at an edge of the source stays at that edge', () => {
    expect(tagged('{1/}First part.', 'Erster {1/}Teil.').segmentJoinTags).toBe('start');
    expect(tagged('First part.{2/}', 'Erster{2/} Teil.').segmentJoinTags).toBe('end');
    expect(tagged('{1/}First part.{2/}', '{1/} Erster Teil. {2/}')).not.toHaveProperty(
      'segmentJoinTags',
    );
  });

  it('noTextBetweenTags: tags separated by text in the source must not touch in the target', () => {
    expect(tagged('{1/}Name:{2/} value', '{1/}{2/}Name: Wert').noTextBetweenTags).toBe('{1/}{2/}');
    expect(tagged('{1/}Name:{2/} value', '{1/}Name:{2/} Wert')).not.toHaveProperty(
      'noTextBetweenTags',
    );
    expect(tagged('{1/}{2/}Name', '{1/}{2/}Name')).not.toHaveProperty('noTextBetweenTags');
  });

  it('xliffTags: XLIFF markup or malformed tags typed into the target', () => {
    expect(tagged('Click {1}Save{/1}.', 'Klicke <g id="1">Speichern</g>.').xliffTags).toBe(
      '<g id="1"> </g>',
    );
    expect(tagged('Next {1/}', 'Weiter {/1/}').xliffTags).toBe('{/1/}');
    expect(tagged('Use <x/> here.', 'Nutze <x/> hier.')).not.toHaveProperty('xliffTags');
  });
});
