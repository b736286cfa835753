import { format, jobCreateMessages, jobServerMessages, type FileFormat } from '@tessera/contracts';

const ending = (fileName: string) => fileName.toLowerCase().split('.').at(-1) ?? '';

/**
 * The message of each chosen file no format reads (null for the others), as the server refuses
 * them: a chosen file format reads any file, else the name's ending decides; a zip is unpacked
 * by the server and its files checked there. No formats known (the lookup failed): no check.
 */
export function unsupportedFileErrors(
  files: readonly File[],
  formats: readonly FileFormat[],
  chosenFormat: string,
): Array<string | null> {
  const endings = new Set(['zip', ...formats.flatMap((known) => known.extensions)]);
  return files.map((file) =>
    chosenFormat || formats.length === 0 || endings.has(ending(file.name))
      ? null
      : format(jobServerMessages.formatNotSupported, { fileName: file.name }),
  );
}

/** 'Supported: DOCX (.docx), …': the list the refusal shows. */
export function supportedFormatsText(formats: readonly FileFormat[]): string {
  const list = formats
    .map((known) => `${known.title} (${known.extensions.map((ext) => `.${ext}`).join(', ')})`)
    .join(', ');
  return format(jobCreateMessages.supportedFormats, { formats: list });
}
