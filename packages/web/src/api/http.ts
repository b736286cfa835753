import { CSRF_HEADER, type ErrorBody, type FieldError } from '@tessera/contracts';
import { csrfToken } from './csrf';
import { publishMetric } from './tracker';

/** A call that failed: the HTTP status (0 when the server was not reached) and our error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    /** False when the answer was not our error body (a proxy's page, no answer at all). */
    readonly fromServer = true,
  ) {
    super(body.errorDescription);
    this.name = 'ApiError';
  }

  get fieldErrors(): FieldError[] {
    return this.body.errors ?? [];
  }

  /** The first server message: the first field error if any, else the description. */
  get firstMessage(): string {
    return this.body.errors?.[0]?.message ?? this.body.errorDescription;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message for any failure, for texts such as 'Failed to ...: {error}'. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.firstMessage;
  return error instanceof Error ? error.message : String(error);
}

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A JSON body, or FormData for multipart uploads. */
  body?: unknown;
  /** Extra request headers, e.g. the template save's request-checksum. */
  headers?: Record<string, string>;
  /** Metric published when the call fails, e.g. loadUsersFailed (a 4xx answer adds -4xx). */
  failureMetric: string;
  /** Lets the call outlive the page, e.g. a draft saved as the tab closes. */
  keepalive?: boolean;
}

function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isFieldError = (value: unknown) =>
  isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';

// Checked by hand, not with the contracts' zod schema: zod would come with the first page's code.
function isErrorBody(value: unknown): value is ErrorBody {
  return (
    isRecord(value) &&
    typeof value.errorCode === 'string' &&
    typeof value.errorDescription === 'string' &&
    (value.errors === undefined ||
      (Array.isArray(value.errors) && value.errors.every(isFieldError))) &&
    (value.details === undefined || isRecord(value.details))
  );
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (isErrorBody(body)) return new ApiError(response.status, body);
  } catch {
    // Not JSON (a proxy's error page): fall back to the status line below.
  }
  const errorDescription = `${response.status} ${response.statusText}`.trim();
  return new ApiError(
    response.status,
    { errorCode: `Http${response.status}`, errorDescription },
    false,
  );
}

function reportFailure(failureMetric: string, status: number): void {
  // 401 is the logged-out state, which the session handles; it is no failure of the call.
  if (status === 401) return;
  const is4xx = status >= 400 && status < 500;
  void publishMetric({ name: is4xx ? `${failureMetric}-4xx` : failureMetric });
}

export interface SendOptions {
  method?: RequestOptions['method'];
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  body?: BodyInit;
  failureMetric: string;
  keepalive?: boolean;
}

/** Fetches with the session cookie and the CSRF token; a failure throws our ApiError. */
export async function send(path: string, options: SendOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...options.headers };
  const token = csrfToken();
  if (method !== 'GET' && token) headers[CSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: options.body,
      credentials: 'same-origin',
      keepalive: options.keepalive,
    });
  } catch (error) {
    reportFailure(options.failureMetric, 0);
    const errorDescription = messageOf(error);
    throw new ApiError(0, { errorCode: 'NetworkError', errorDescription }, false);
  }
  if (!response.ok) {
    reportFailure(options.failureMetric, response.status);
    throw await errorOf(response);
  }
  return response;
}

export async function request<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await send(path, { ...options, headers, body });
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
