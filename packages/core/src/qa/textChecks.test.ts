import { describe, expect, it } from 'vitest';
import { context, warningsOf } from './testing.js';

describe('text checks', () => {
  it('passes a clean translation', () => {
    expect(warningsOf({ source: 'I have 3 cats.', target: 'Ich habe 3 Katzen.' })).toEqual({});
  });

  it('emptyTargets: warns on an empty or tags-only target, not on an empty source', () => {
    expect(warningsOf({ target: '' })).toHaveProperty('emptyTargets');
    expect(warningsOf({ source: '{1}Hi{/1}', target: '{1}{/1} ' })).toHaveProperty('emptyTargets');
    expect(warningsOf({ source: '{1/}', target: '' })).not.toHaveProperty('emptyTargets');
  });

  it('identicalToSource: warns on a copied sentence, never on numbers only', () => {
    expect(warningsOf({ source: 'Open the file.', target: 'Open the file.' })).toHaveProperty(
      'identicalToSource',
    );
    expect(warningsOf({ source: '12.5', target: '12.5' })).not.toHaveProperty('identicalToSource');
    expect(
      warningsOf(
        { source: 'Open the file.', target: 'Open the file.' },
        context({ identicalToSource: false }),
      ),
    ).not.toHaveProperty('identicalToSource');
  });

  it('identicalToSource: a capitalised word is flagged only with its option on', () => {
    const name = { source: 'Microsoft', target: 'Microsoft' };
    const off = context({ includeCapitalizedWordsWhenIdenticalToSource: false });
    expect(warningsOf(name, off)).not.toHaveProperty('identicalToSource');
    expect(warningsOf({ source: 'New York', target: 'New York' }, off)).not.toHaveProperty(
      'identicalToSource',
    );
    expect(warningsOf(name, context())).toHaveProperty('identicalToSource');
    // The other option does not reach a capitalised word.
    expect(warningsOf(name, context({ includeWordsInAllCaps: false }))).toHaveProperty(
      'identicalToSource',
    );
  });

  it('identicalToSource: an all-caps word is flagged only with its option on', () => {
    const acronym = { source: 'NASA', target: 'NASA' };
    expect(warningsOf(acronym, context({ includeWordsInAllCaps: false }))).not.toHaveProperty(
      'identicalToSource',
    );
    expect(warningsOf(acronym, context())).toHaveProperty('identicalToSource');
  });

  it('trailingPunctuation: compares the final mark, across scripts and closing quotes', () => {
    expect(warningsOf({ source: 'Done.', target: 'Fertig' }).trailingPunctuation).toBe('. → none');
    expect(warningsOf({ source: 'Really?', target: 'Wirklich!' })).toHaveProperty(
      'trailingPunctuation',
    );
    expect(warningsOf({ source: 'Done.', target: '完了。' })).not.toHaveProperty(
      'trailingPunctuation',
    );
    expect(warningsOf({ source: 'He said "yes."', target: 'Er sagte „ja.“' })).not.toHaveProperty(
      'trailingPunctuation',
    );
    expect(warningsOf({ source: 'Wait...', target: 'Warte…' })).not.toHaveProperty(
      'trailingPunctuation',
    );
  });

  it('missingNumbers: lists numbers the target lacks, separators aside', () => {
    expect(
      warningsOf({ source: 'Pay 1,000.50 in 3 days', target: 'Zahle 1.000,50 in drei Tagen' })
        .missingNumbers,
    ).toBe('3');
    expect(
      warningsOf({ source: 'Pay 1,000.50 now', target: 'Zahle 1.000,50 jetzt' }),
    ).not.toHaveProperty('missingNumbers');
    expect(warningsOf({ source: 'Page ٣', target: 'Seite 3' })).not.toHaveProperty(
      'missingNumbers',
    );
    // Tag and placeholder numbers are not text numbers.
    expect(warningsOf({ source: '{1}Hi{/1} {0}', target: '{1}Hallo{/1} {0}' })).not.toHaveProperty(
      'missingNumbers',
    );
  });

  it('leadingAndTrailingSpace: warns when the edges differ from the source', () => {
    expect(warningsOf({ source: 'Hello ', target: 'Hallo' })).toHaveProperty(
      'leadingAndTrailingSpace',
    );
    expect(warningsOf({ source: 'Hello', target: ' Hallo' })).toHaveProperty(
      'leadingAndTrailingSpace',
    );
    expect(warningsOf({ source: ' Hello ', target: ' Hallo ' })).not.toHaveProperty(
      'leadingAndTrailingSpace',
    );
  });

  it('multipleSpaces: warns on double spaces the source does not have', () => {
    expect(warningsOf({ source: 'Hello world.', target: 'Hallo  Welt.' })).toHaveProperty(
      'multipleSpaces',
    );
    expect(warningsOf({ source: 'A  B', target: 'A  B' })).not.toHaveProperty('multipleSpaces');
  });

  it('repeatedWords: warns on a doubled word unless the source doubles it', () => {
    expect(
      warningsOf({ source: 'This is it.', target: 'Das ist {1}ist{/1} es.' }).repeatedWords,
    ).toBe('ist');
    expect(warningsOf({ source: 'This is it.', target: 'Das Das ist es.' }).repeatedWords).toBe(
      'das',
    );
    expect(
      warningsOf({ source: 'Go to Bora Bora.', target: 'Nach Bora Bora.' }),
    ).not.toHaveProperty('repeatedWords');
    expect(warningsOf({ source: 'End. End', target: 'Ende. Ende' })).not.toHaveProperty(
      'repeatedWords',
    );
  });
});
