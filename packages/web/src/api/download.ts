import { CSRF_HEADER, ErrorBody } from '@tessera/contracts';
import { csrfToken } from './csrf';
import { ApiError } from './http';
import { publishMetric } from './tracker';

export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

type FormValue = string | number | boolean | readonly number[] | undefined;

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

async function failureOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(text));
    if (parsed.success) return new ApiError(response.status, parsed.data);
  } catch {
    // Not our JSON error body: the status line says what went wrong.
  }
  const errorDescription = `${response.status} ${response.statusText}`.trim();
  return new ApiError(
    response.status,
    { errorCode: `Http${response.status}`, errorDescription },
    false,
  );
}

/** POSTs a form-encoded download request (a list repeats its key) and answers the file. */
export async function postForDownload(
  path: string,
  fields: Record<string, FormValue>,
  failureMetric: string,
): Promise<DownloadedFile> {
  const token = csrfToken();
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { [CSRF_HEADER]: token } : {}),
    },
    body: formOf(fields),
  });
  if (!response.ok) {
    const is4xx = response.status >= 400 && response.status < 500;
    if (response.status !== 401)
      void publishMetric({ name: is4xx ? `${failureMetric}-4xx` : failureMetric });
    throw await failureOf(response);
  }
  const fallback = path.slice(path.lastIndexOf('/') + 1);
  return {
    fileName: fileNameOf(response.headers.get('content-disposition'), fallback),
    blob: await response.blob(),
  };
}
