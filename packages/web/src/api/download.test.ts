import { describe, expect, test } from 'vitest';
import { fileNameOf } from './download';

describe('download file names', () => {
  test('prefers the UTF-8 name of Content-Disposition', () => {
    expect(fileNameOf(`attachment; filename="_.json"; filename*=UTF-8''%C3%BCber.json`, 'x')).toBe(
      'über.json',
    );
    expect(fileNameOf('attachment; filename="a b.zip"', 'x')).toBe('a b.zip');
    expect(fileNameOf(null, 'getCompletedFiles')).toBe('getCompletedFiles');
  });
});
