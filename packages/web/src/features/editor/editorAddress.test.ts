import { describe, expect, test } from 'vitest';
import { jobPartIdsOf } from './editorAddress';

describe('editor address', () => {
  test('reads the ids back and refuses anything else', () => {
    expect(jobPartIdsOf('12-13-14')).toEqual([12, 13, 14]);
    expect(jobPartIdsOf('7')).toEqual([7]);
    expect(jobPartIdsOf('12-12')).toEqual([12]);
    expect(jobPartIdsOf('12--13')).toBeNull();
    expect(jobPartIdsOf('abc')).toBeNull();
    expect(jobPartIdsOf('0')).toBeNull();
    expect(jobPartIdsOf(undefined)).toBeNull();
  });
});
