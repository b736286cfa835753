import type { FileFilter } from './types.js';

// Every supported format, in the order getSupportedFileFormats lists them.
export const fileFilters: FileFilter[] = [];

export function filterForFile(fileName: string): FileFilter | undefined {
  const lower = fileName.toLowerCase();
  return fileFilters.find((filter) => filter.extensions.some((ext) => lower.endsWith(`.${ext}`)));
}

export function filterForFormat(format: string): FileFilter | undefined {
  return fileFilters.find((filter) => filter.format === format);
}
