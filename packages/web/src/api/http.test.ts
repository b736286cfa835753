import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setCsrfToken } from './csrf';
import { ApiError, request } from './http';
import { publishMetric } from './tracker';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeServer(answer: (url: string) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(answer(url));
  });
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const metricNames = (calls: Call[]) =>
  calls
    .filter((call) => call.url === '/api/tracker')
    .map((call) => (JSON.parse(String(call.init.body)) as { name: string }).name);

describe('http client', () => {
  beforeEach(() => setCsrfToken('csrf-1'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test('sends the CSRF token on mutating calls only, and the query', async () => {
    const calls = fakeServer(() => json(200, { ok: true }));
    await request('/api/tickets', {
      query: { role: ['ADMIN', 'LINGUIST'], page: 0, name: undefined },
      failureMetric: 'm',
    });
    await request('/api/tickets', { method: 'POST', body: { subject: 'x' }, failureMetric: 'm' });
    expect(calls[0]?.url).toBe('/api/tickets?role=ADMIN&role=LINGUIST&page=0');
    expect(calls[0]?.init.headers).not.toHaveProperty('x-csrf-token');
    expect(calls[1]?.init.headers).toMatchObject({
      'x-csrf-token': 'csrf-1',
      'content-type': 'application/json',
    });
    expect(calls[1]?.init.body).toBe('{"subject":"x"}');
  });

  test('a 4xx answer throws our error body and reports the metric with -4xx', async () => {
    const calls = fakeServer((url) =>
      url === '/api/tracker'
        ? json(200, { ok: true })
        : json(409, {
            errorCode: 'Conflict',
            errorDescription: 'The name is already used.',
            errors: [{ field: 'name', message: 'The name is already used.' }],
          }),
    );
    const failure = await request('/api/setup/clients', {
      method: 'POST',
      failureMetric: 'createClientsFailed',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(409);
    expect((failure as ApiError).fieldErrors).toEqual([
      { field: 'name', message: 'The name is already used.' },
    ]);
    expect((failure as ApiError).firstMessage).toBe('The name is already used.');
    await vi.waitFor(() => expect(metricNames(calls)).toEqual(['createClientsFailed-4xx']));
  });

  test('a 5xx answer without our body reports the plain metric; a 401 reports none', async () => {
    const calls = fakeServer((url) =>
      url === '/api/tracker'
        ? json(200, { ok: true })
        : url === '/api/session'
          ? json(401, { errorCode: 'Unauthenticated', errorDescription: 'You are not logged in.' })
          : new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const failure = await request('/api/users', { failureMetric: 'loadUsersFailed' }).catch(
      (error: unknown) => error,
    );
    expect((failure as ApiError).fromServer).toBe(false);
    expect((failure as ApiError).message).toBe('502 Bad Gateway');
    await request('/api/session', { failureMetric: 'loadSessionFailed' }).catch(() => undefined);
    await vi.waitFor(() => expect(metricNames(calls)).toEqual(['loadUsersFailed']));
  });

  test('a metric that cannot be published only warns', async () => {
    fakeServer(() => json(500, {}));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(publishMetric({ name: 'errorBoundaryShown' })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
