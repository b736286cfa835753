import { describe, expect, test } from 'vitest';
import { highlightParts } from './concordanceHighlight';

const marked = (text: string, search: string) =>
  highlightParts(text, search)
    .filter((part) => part.marked)
    .map((part) => part.text);

describe('highlightParts', () => {
  test('marks every occurrence of each searched word, case aside, and keeps the rest', () => {
    const parts = highlightParts('Open the FILE menu, then the file', 'file menu');
    expect(parts.map((part) => part.text).join('')).toBe('Open the FILE menu, then the file');
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual([
      'FILE',
      'menu',
      'file',
    ]);
  });

  test("takes the regular expression's characters literally", () => {
    expect(marked('I am 100% sure (really)', '(really) 0%')).toEqual(['0%', '(really)']);
  });

  test('marks nothing for an empty search', () => {
    expect(highlightParts('Save', '  ')).toEqual([{ text: 'Save', marked: false }]);
  });
});
