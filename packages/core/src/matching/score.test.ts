import { describe, expect, it } from 'vitest';
import { matchBand } from './band.js';
import { resetInterning } from './interning.js';
import { prepareMatchText } from './prepare.js';
import {
  indexTerms,
  matchScore,
  matchTokenCount,
  minSharedTerms,
  scorePrepared,
  scorePreparedAtLeast,
  scoreUpperBound,
  tokenOccurrences,
} from './score.js';
import { tokenizeMatchText } from './tokenize.js';

describe('tokenizeMatchText', () => {
  it('gives words, numbers, punctuation, tags and whitespace', () => {
    expect(tokenizeMatchText("Don't pay {1}1,000.50{/1} €!{2/}")).toEqual([
      { kind: 'word', text: "Don't" },
      { kind: 'whitespace', text: ' ' },
      { kind: 'word', text: 'pay' },
      { kind: 'whitespace', text: ' ' },
      { kind: 'tag', text: '{1}' },
      { kind: 'number', text: '1,000.50' },
      { kind: 'tag', text: '{/1}' },
      { kind: 'whitespace', text: ' ' },
      { kind: 'punctuation', text: '€' },
      { kind: 'punctuation', text: '!' },
      { kind: 'tag', text: '{2/}' },
    ]);
  });

  it('makes each letter of a spaceless script a word, and not its punctuation', () => {
    const words = tokenizeMatchText('東京タワー。ภาษา').filter((t) => t.kind === 'word');
    expect(words.map((t) => t.text)).toEqual(['東', '京', 'タ', 'ワ', 'ー', 'ภ', 'า', 'ษ', 'า']);
  });
});

describe('indexTerms and matchTokenCount', () => {
  it('keys distinct lower-cased words, without numbers, tags and punctuation', () => {
    expect(indexTerms('Save {1}the{/1} file, save THE 2 files!')).toEqual([
      'save',
      'the',
      'file',
      'files',
    ]);
    expect(matchTokenCount('Save {1}the{/1} file, save THE 2 files!')).toBe(7);
  });

  it('numbers each word and number by its occurrence, numbers as #', () => {
    const keys = tokenOccurrences(prepareMatchText('Save the file, save THE 2 files 3!')).map(
      ({ token, occurrence }) => `${token}${occurrence}`,
    );
    expect(keys).toEqual(['save1', 'the1', 'file1', 'save2', 'the2', '#1', 'files1', '#2']);
  });

  it('numbers occurrences the same in a text of more than 64 tokens (counted by a map)', () => {
    const words = Array.from({ length: 70 }, (_, index) => ['save', 'the', 'file', '7'][index % 4]);
    const keys = tokenOccurrences(prepareMatchText(words.join(' '))).map(
      ({ token, occurrence }) => `${token}${occurrence}`,
    );
    expect(keys.slice(0, 4)).toEqual(['save1', 'the1', 'file1', '#1']);
    expect(keys.slice(64)).toEqual(['save17', 'the17', 'file17', '#17', 'save18', 'the18']);
  });

  it('keeps a word a paired tag sits inside whole', () => {
    expect(indexTerms('{1}it{/1}alic text')).toEqual(['italic', 'text']);
    expect(matchScore('{1}it{/1}alic text', 'italic text')).toBe(98);
  });
});

describe('matchScore', () => {
  it('is 100 only for the same normalised text', () => {
    expect(matchScore('  Hello\tworld ', 'Hello world')).toBe(100);
    expect(matchScore('{3}Hello{/3} world', '{1}Hello{/1} world')).toBe(100);
    expect(matchScore('Hello world', 'Hello, world')).toBe(99);
    expect(matchScore('Hello world', 'Hello world{1/}')).toBe(99);
    expect(matchScore('', '')).toBe(100);
  });

  it('never gives a fuzzy match 100, however long the text', () => {
    const words = Array.from({ length: 300 }, (_, i) => `word${i}`);
    const changed = [...words.slice(0, 299), 'other'];
    expect(matchScore(words.join(' '), changed.join(' '))).toBe(99);
  });

  it('takes a typographic apostrophe for a plain one, as a one-point difference', () => {
    expect(
      matchScore(
        "Don't close the window before you save the file",
        'Don’t close the window before you save the file',
      ),
    ).toBe(99);
    expect(indexTerms('Don’t')).toEqual(["don't"]);
  });

  it('gives 0 when one side has words and the other none', () => {
    expect(matchScore('Hello', '...')).toBe(0);
    expect(matchScore('{1}{/1}', 'Hello')).toBe(0);
  });

  it('caps the fixed penalties', () => {
    expect(matchScore('a b c d e f', 'a, b; c: d! e? f.')).toBe(97);
    expect(matchScore('1 2 3 4 x', '5 6 7 8 x')).toBe(96);
  });
});

describe('prepared scoring', () => {
  const query = prepareMatchText('The quick brown fox jumps over the lazy dog today');
  const candidate = prepareMatchText('The quick brown fox jumps over the lazy cat today');

  it('scores as matchScore does', () => {
    expect(scorePrepared(query, candidate)).toBe(90);
    expect(scorePreparedAtLeast(query, candidate, 90)).toBe(90);
    expect(scorePreparedAtLeast(query, candidate, 0)).toBe(90);
  });

  it('answers -1 below the minimum, by length or by distance', () => {
    expect(scorePreparedAtLeast(query, candidate, 91)).toBe(-1);
    expect(scorePreparedAtLeast(query, prepareMatchText('The quick'), 50)).toBe(-1);
    expect(
      scorePreparedAtLeast(
        query,
        prepareMatchText('A slow green cat sleeps under the lazy dog today'),
        75,
      ),
    ).toBe(-1);
  });
});

describe('bounds', () => {
  it('bounds the score by the token counts', () => {
    expect(scoreUpperBound(10, 10)).toBe(100);
    expect(scoreUpperBound(10, 9)).toBe(90);
    expect(scoreUpperBound(9, 10)).toBe(90);
    expect(scoreUpperBound(200, 199)).toBe(99);
    expect(scoreUpperBound(0, 3)).toBe(0);
    expect(scoreUpperBound(0, 0)).toBe(100);
  });

  it('names the shared terms a candidate needs, none for short queries', () => {
    expect(minSharedTerms(10, 85, 10)).toBe(9);
    expect(minSharedTerms(10, 50, 10)).toBe(5);
    expect(minSharedTerms(3, 50, 10)).toBe(0);
    expect(minSharedTerms(4, 95, 4)).toBe(0);
  });
});

describe('matchBand', () => {
  it('bands scores as analyses count them', () => {
    expect([101, 100, 99, 95, 94, 85, 84, 75, 74, 50, 49, 0].map(matchBand)).toEqual([
      'match101',
      'match100',
      'match95',
      'match95',
      'match85',
      'match85',
      'match75',
      'match75',
      'match50',
      'match50',
      'match0',
      'match0',
    ]);
  });
});

describe('a renewed word table', () => {
  it('scores and indexes texts prepared before the renewal as before', () => {
    const before = prepareMatchText('Save the file before closing the window');
    const short = prepareMatchText('Save file 2');
    resetInterning();
    const after = prepareMatchText('Save the file before closing the window now');
    expect(scorePrepared(before, after)).toBe(88);
    expect(scorePrepared(after, before)).toBe(88);
    expect(scorePrepared(short, prepareMatchText('Save files 2'))).toBe(93);
    expect(before.terms).toEqual(['save', 'the', 'file', 'before', 'closing', 'window']);
    expect(short.classTokens).toEqual([
      { word: 'save', prefixClass: 'sav' },
      { word: 'file', prefixClass: 'fil' },
      { word: '#', prefixClass: '#' },
    ]);
  });
});
