import { describe, expect, test } from 'vitest';
import { jobServerMessages, format, type FileFormat } from '@tessera/contracts';
import { defaultImportSettings, type JobForm } from './jobForm';
import { supportedFormatsText, unsupportedFileErrors } from './fileSupport';
import { stepErrors } from './validation';

const formats: FileFormat[] = [
  { title: 'PO gettext', backendFormat: 'po', value: 'po', extensions: ['po', 'pot'] },
  { title: 'Microsoft Word', backendFormat: 'docx', value: 'docx', extensions: ['docx'] },
];
const files = ['notes.PO', 'setup.exe', 'bundle.zip'].map((name) => new File(['x'], name));
const refused = format(jobServerMessages.formatNotSupported, { fileName: 'setup.exe' });

describe('files the job wizard refuses at once', () => {
  test('a file no format reads is refused, with the supported list', () => {
    expect(unsupportedFileErrors(files, formats, '')).toEqual([null, refused, null]);
    expect(supportedFormatsText(formats)).toBe(
      'Supported: PO gettext (.po, .pot), Microsoft Word (.docx), and .zip archives of these.',
    );
    const form = { files, targetLocales: ['de'], importSettings: defaultImportSettings(null) };
    expect(stepErrors(0, form as JobForm, formats).files).toBe(
      `${refused} ${supportedFormatsText(formats)}`,
    );
  });

  test('a chosen file format reads any name; without the format list nothing is refused', () => {
    expect(unsupportedFileErrors(files, formats, 'po')).toEqual([null, null, null]);
    expect(unsupportedFileErrors(files, [], '')).toEqual([null, null, null]);
  });
});
