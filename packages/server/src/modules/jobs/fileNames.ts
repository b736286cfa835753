import { writeZip } from '@tessera/filters';

export interface DownloadFile {
  name: string;
  data: Uint8Array;
}

/** Splits 'docs/guide.en.docx' into its folder, name without extension, and extension. */
export function fileNameParts(fileName: string) {
  const slash = fileName.lastIndexOf('/');
  const base = fileName.slice(slash + 1);
  const dot = base.lastIndexOf('.');
  return {
    path: slash < 0 ? '' : fileName.slice(0, slash),
    base,
    stem: dot <= 0 ? base : base.slice(0, dot),
    extension: dot <= 0 ? '' : base.slice(dot + 1),
  };
}

/** The same name with another extension: 'docs/letter.pdf' completed as a DOCX is 'docs/letter.docx'. */
export function withExtension(fileName: string, extension: string): string {
  const { path, stem } = fileNameParts(fileName);
  return `${path ? `${path}/` : ''}${stem}.${extension}`;
}

/** The project's renameCompletedFilesTo pattern filled in; an empty {path} leaves no leading '/'. */
export function renameCompleted(
  pattern: string,
  values: {
    fileName: string;
    sourceLang: string;
    targetLang: string;
    workflow: string;
    status: string;
  },
): string {
  const parts = fileNameParts(values.fileName);
  const filled: Record<string, string> = {
    path: parts.path,
    fileName: parts.stem,
    extension: parts.extension,
    sourceLang: values.sourceLang,
    targetLang: values.targetLang,
    workflow: values.workflow,
    status: values.status,
  };
  const name = pattern.replace(/\{(\w+)\}/g, (whole, key: string) => filled[key] ?? whole);
  return relativeName(name) || parts.base;
}

/**
 * A name that stays inside an archive: no drive letter, no leading '/', no '.' or '..' folder,
 * no empty folder and no trailing dot (a pattern like '../../{fileName}' keeps only the name).
 */
function relativeName(name: string): string {
  return name
    .replace(/^[a-zA-Z]:/, '')
    .split(/[\\/]+/)
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .join('/')
    .replace(/\.$/, '');
}

// Two files of one archive never share a name: the later ones get ' (2)', ' (3)', ...
function uniqueNames(files: readonly DownloadFile[]): DownloadFile[] {
  const seen = new Map<string, number>();
  return files.map((file) => {
    const count = (seen.get(file.name) ?? 0) + 1;
    seen.set(file.name, count);
    if (count === 1) return file;
    const { path, stem, extension } = fileNameParts(file.name);
    const renamed = `${path ? `${path}/` : ''}${stem} (${count})${extension ? `.${extension}` : ''}`;
    return { ...file, name: renamed };
  });
}

/** One file as it is, several as one zip (spec 001 section 7: mode ZIP for several). */
export function bundle(files: readonly DownloadFile[], zipName: string): DownloadFile {
  const [only] = files;
  if (files.length === 1 && only) return { name: fileNameParts(only.name).base, data: only.data };
  // An uploaded file's own name may be '../x.txt' too: every entry name is made relative.
  const relative = files.map((file) => ({
    ...file,
    name: relativeName(file.name) || 'file',
  }));
  return { name: zipName, data: writeZip(uniqueNames(relative)) };
}

const contentTypes: Record<string, string> = {
  zip: 'application/zip',
  xml: 'application/xml',
  xlf: 'application/xml',
  xliff: 'application/xml',
  mxliff: 'application/xml',
  sdlxliff: 'application/xml',
  ttx: 'application/xml',
  tmx: 'application/xml',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  html: 'text/html',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  idml: 'application/vnd.adobe.indesign-idml-package',
};

export const contentTypeOf = (name: string) =>
  contentTypes[fileNameParts(name).extension.toLowerCase()] ?? 'application/octet-stream';
