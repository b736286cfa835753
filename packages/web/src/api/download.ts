import { send } from './http';

export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

export type FormValue = string | number | boolean | readonly number[] | undefined;

/** The file name of a Content-Disposition header, preferring its UTF-8 filename*. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? fallback;
}

function formOf(fields: Record<string, FormValue>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
  }
  return form;
}

/** POSTs a form-encoded download request (a list repeats its key) and answers the file. */
export async function postForDownload(
  path: string,
  fields: Record<string, FormValue>,
  failureMetric: string,
): Promise<DownloadedFile> {
  const response = await send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formOf(fields),
    failureMetric,
  });
  const fallback = path.slice(path.lastIndexOf('/') + 1);
  return {
    fileName: fileNameOf(response.headers.get('content-disposition'), fallback),
    blob: await response.blob(),
  };
}
