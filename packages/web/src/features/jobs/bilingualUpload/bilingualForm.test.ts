import { describe, expect, it } from 'vitest';
import { jobMessages } from '@tessera/contracts';
import {
  bilingualAccept,
  bilingualFileError,
  formatOfFile,
  initialBilingualForm,
} from './bilingualForm';

const withFile = (name: string) => ({ ...initialBilingualForm, files: [new File(['x'], name)] });

describe('the bilingual upload form', () => {
  it('accepts .mxliff and .docx only, by the file name', () => {
    expect(bilingualAccept).toBe('.mxliff,.docx');
    expect(formatOfFile('a_en-de-1.MXLIFF')).toBe('MXLF');
    expect(formatOfFile('a.docx')).toBe('DOCX');
    expect(bilingualFileError(withFile('a.mxliff'))).toBeUndefined();
    expect(bilingualFileError(withFile('a.xlf'))).toBe(jobMessages.unexpectedFileType);
  });

  it('needs a file, and saves confirmed segments to memories by default', () => {
    expect(bilingualFileError(initialBilingualForm)).toBe(jobMessages.bilingualFileRequired);
    expect(initialBilingualForm).toMatchObject({
      saveToTransMemory: 'Confirmed',
      setCompleted: false,
    });
  });
});
