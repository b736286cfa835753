import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@tessera/contracts';
import { routeTable, startServer, type TestServer } from './harness.js';

let server: TestServer;
let routes: ReturnType<typeof routeTable>;
// The only routes open without a session: any other must answer 401 (the legacy pages answer
// not-found pages of their own, spec 002 "Legacy page embedding").
const publicRoutes = ['/api/auth/login', '/web/healthApi', '/legacy/*', '/legacyNotFound.js'];

beforeAll(async () => {
  server = await startServer();
  // The printed tree shows the public /legacy/* as a bare '*': only full paths are walked.
  routes = routeTable(server.app).filter((route) => route.url.startsWith('/'));
});
afterAll(() => server.close());

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`;

// Spellings of one path that a router or proxy may take for the same route.
function variants(url: string): string[] {
  const path = concrete(url);
  const firstLetter = path.search(/[a-z]/);
  const lastSlash = path.lastIndexOf('/');
  return [
    path,
    path.slice(0, firstLetter) + hex(path[firstLetter] ?? 'a') + path.slice(firstLetter + 1),
    path.replace(/[a-z](?=[^/]*$)/, (letter) => hex(letter)),
    `/${path}`,
    path.replace('/', '//'),
    path.toUpperCase(),
    `${path};`,
    `${path};jsessionid=1`,
    path.replace('/', '/;/'),
    `${path.slice(0, lastSlash)}%2F${path.slice(lastSlash + 1)}`,
    `${path.slice(0, lastSlash)}%2f${path.slice(lastSlash + 1)}`,
  ].filter((variant) => variant.startsWith('/'));
}

async function call(method: string, url: string, headers: Record<string, string> = {}) {
  const withBody = !['GET', 'HEAD'].includes(method);
  const response = await fetch(server.url + url, {
    method,
    headers: withBody ? { 'content-type': 'application/json', ...headers } : headers,
    body: withBody ? '{"broken": ' : undefined,
  });
  return { status: response.status, text: await response.text() };
}

describe('the session check decides by the matched route', () => {
  it('finds the routes to walk', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual({ method: 'GET', url: '/api/shellConfig' });
    expect(routes).toContainEqual({ method: 'HEAD', url: '/web/api/v9/project/postponeDeletion' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/setup/users/:id' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/job/listByProject' });
  });

  it('answers 401 without a session to every spelling of every private route', async () => {
    const leaks: string[] = [];
    for (const route of routes.filter((candidate) => !publicRoutes.includes(candidate.url))) {
      for (const url of variants(route.url)) {
        const { status, text } = await call(route.method, `${url}?id=x&project=%00`);
        const refused =
          (status === 401 && (route.method === 'HEAD' || text.includes('Unauthenticated'))) ||
          (status === 404 && (route.method === 'HEAD' || text.includes('"NotFound"')));
        if (!refused) leaks.push(`${route.method} ${url} -> ${status} ${text.slice(0, 80)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('checks the session before reading the input of any private route', async () => {
    const early: string[] = [];
    for (const route of routes.filter((candidate) => !publicRoutes.includes(candidate.url))) {
      const { status } = await call(route.method, `${concrete(route.url)}?id=x&limit=-1`);
      if (status !== 401) early.push(`${route.method} ${route.url} -> ${status}`);
    }
    expect(early).toEqual([]);
  });

  it('answers an unknown path with the plain not-found answer', async () => {
    const reply = await server.anonymous().get('/api/noSuchThing');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ errorCode: 'NotFound' });
  });
});

describe('GETs that write', () => {
  const writingGets = [
    '/web/api/v2/project/setTransMemories',
    '/web/api/v2/projectTemplate/setTransMemories',
    '/web/api/v9/project/postponeDeletion',
    '/web/api/v9/project/setTermBases',
    '/web/api/v9/projectTemplate/setTermBases',
  ];

  it('are exactly these: every other GET works without the CSRF token', async () => {
    const client = await server.as('admin');
    const refused: string[] = [];
    for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
      const { text } = await call('GET', `${concrete(route.url)}?project=x`, {
        cookie: client.cookie,
      });
      if (text.includes('CsrfTokenInvalid')) refused.push(route.url);
    }
    expect(refused.sort()).toEqual(writingGets);
  });

  it('are refused with 403 without the CSRF token, in every spelling, and pass the check with it', async () => {
    const client = await server.as('admin');
    for (const url of writingGets) {
      for (const spelling of variants(url)) {
        const { status } = await call('GET', `${spelling}?project=x`, { cookie: client.cookie });
        expect([403, 404], `GET ${spelling}`).toContain(status);
      }
      const head = await call('HEAD', `${url}?project=x`, { cookie: client.cookie });
      expect(head.status, `HEAD ${url}`).toBe(403);
      const withToken = await call('GET', `${url}?project=x`, {
        cookie: client.cookie,
        [CSRF_HEADER]: client.csrfToken,
      });
      expect(withToken.status, url).not.toBe(403);
    }
  });
});
