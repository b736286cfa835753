import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { CSRF_HEADER, type Project, type Session } from '@tessera/contracts';
import { buildApp } from '../src/app.js';
import type { Clock } from '../src/clock.js';
import { loadConfig, type Config } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoIfEmpty } from '../src/seed/demo.js';
import {
  DEMO_PASSWORD,
  adminQuery,
  databaseUrl,
  testAdminUrl,
  testDatabaseName,
} from './databaseTemplate.js';

export { DEMO_PASSWORD };

/** A clock the test moves on by hand. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/** A browser-like client: keeps the session cookie and sends the CSRF token on mutating calls. */
export class ApiClient {
  cookie = '';
  csrfToken = '';
  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.cookie) h.cookie = this.cookie;
    if (this.csrfToken && method !== 'GET') h[CSRF_HEADER] = this.csrfToken;
    if (body instanceof FormData || body instanceof URLSearchParams) init.body = body;
    else if (body !== undefined) {
      h['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(this.baseUrl + url, init);
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text)
      parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }
  get<T = unknown>(url: string) {
    return this.request<T>('GET', url);
  }
  /** A GET that changes data (spec 000 section 7): the web client sends it with the CSRF token. */
  writingGet<T = unknown>(url: string) {
    return this.request<T>('GET', url, undefined, { [CSRF_HEADER]: this.csrfToken });
  }
  post<T = unknown>(url: string, body?: unknown) {
    return this.request<T>('POST', url, body ?? {});
  }
  put<T = unknown>(url: string, body?: unknown) {
    return this.request<T>('PUT', url, body ?? {});
  }
  delete<T = unknown>(url: string, body?: unknown) {
    return this.request<T>('DELETE', url, body);
  }

  async login(userName: string, password = DEMO_PASSWORD): Promise<Session> {
    const reply = await this.post<Session>('/api/auth/login', { userName, password });
    if (reply.status !== 200)
      throw new Error(`login of ${userName} failed: ${reply.status} ${reply.text}`);
    this.csrfToken = reply.body.csrfToken;
    return reply.body;
  }
}

/** Creates a project from English into the target locales, as the client. */
export async function createProject(
  client: ApiClient,
  name: string,
  targetLocales: string[] = ['de'],
  settings: object = {},
): Promise<Project> {
  const reply = await client.post<Project>('/api/project', {
    name,
    sourceLocale: 'en',
    targetLocales,
    ...settings,
  });
  if (reply.status !== 201)
    throw new Error(`project ${name} refused: ${reply.status} ${reply.text}`);
  return reply.body;
}

export interface TestServer {
  url: string;
  ctx: AppContext;
  /** The running app, for tests that read its route table. */
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  /** A client logged in as the given demo user. */
  as(userName: string, password?: string): Promise<ApiClient>;
  anonymous(): ApiClient;
  close(): Promise<void>;
}

// An empty database: a temporary SQLite file, or a new PostgreSQL database in CI.
export async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  return newDatabase(undefined);
}

// A new PostgreSQL database, empty or a copy of the run's template; on SQLite nothing to create.
async function newDatabase(
  template: string | undefined,
): Promise<{ url?: string; drop: () => Promise<void> }> {
  const admin = testAdminUrl();
  if (!admin) return { drop: async () => {} };
  const name = testDatabaseName();
  await adminQuery(admin, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(admin, name),
    drop: () => adminQuery(admin, `drop database if exists ${name} with (force)`),
  };
}

export async function startServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-test-'));
  // A test that brings its own database (the CLI's) starts from it, not from the template.
  const template = 'dataDir' in overrides ? undefined : inject('databaseTemplate');
  if (template?.sqliteFile)
    fs.copyFileSync(template.sqliteFile, path.join(dataDir, 'tessera.sqlite'));
  const database = await newDatabase(template?.postgresName);
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: database.url,
    webDist: undefined,
    // Retries and pg-boss's polling on a test's time scale.
    tasks: { ...loadConfig({}).tasks, retryDelaySeconds: 1, pollSeconds: 0.5 },
    ...overrides,
  };
  const clock = new TestClock();
  const db = openDatabase(config);
  // Nothing to do on a copy of the template; a test's own database (or a run without the
  // globalSetup) is migrated and seeded here.
  await migrateToLatest(db);
  await seedDemoIfEmpty(db, clock, DEMO_PASSWORD);
  const { app, ctx } = await buildApp({ db, config, clock });
  await ctx.tasks.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    ctx,
    app,
    clock,
    config,
    async as(userName, password) {
      const client = new ApiClient(url);
      await client.login(userName, password);
      return client;
    },
    anonymous: () => new ApiClient(url),
    async close() {
      await app.close();
      await ctx.tasks.stop();
      await db.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every route of the running app, from its printed route tree (HEAD routes included). */
export function routeTable(app: FastifyInstance): Array<{ method: string; url: string }> {
  const found: Array<{ method: string; url: string }> = [];
  const parents: string[] = [];
  // A line's indent is its depth; a nested line continues the path of the line above it, also
  // within a segment ('/list' then 'ByProject').
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4 - 1;
    const url = (parents[depth - 1] ?? '') + segment;
    parents[depth] = url;
    for (const method of methods?.split(', ') ?? []) found.push({ method, url });
  }
  return found;
}
