import { describe, expect, test } from 'vitest';
import { wordDiff } from './wordDiff';

describe('word diff of a TM match against the segment', () => {
  test('equal sources are one unchanged run', () => {
    expect(wordDiff('Open the file', 'Open the file')).toEqual([
      { kind: 'same', text: 'Open the file' },
    ]);
  });

  test('a changed word is deleted from the match and inserted from the segment', () => {
    expect(wordDiff('Open the file now', 'Open the folder now')).toEqual([
      { kind: 'same', text: 'Open the ' },
      { kind: 'inserted', text: 'folder' },
      { kind: 'deleted', text: 'file' },
      { kind: 'same', text: ' now' },
    ]);
  });

  test('words only one side has are marked at their place', () => {
    expect(wordDiff('Save the file', 'Save file')).toEqual([
      { kind: 'same', text: 'Save ' },
      { kind: 'deleted', text: 'the ' },
      { kind: 'same', text: 'file' },
    ]);
    expect(wordDiff('', 'New')).toEqual([{ kind: 'inserted', text: 'New' }]);
  });
});
