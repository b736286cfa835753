import { CSRF_HEADER, type Session } from '@tessera/contracts';
import { buildApp } from '../../packages/server/src/app.js';
import { systemClock } from '../../packages/server/src/clock.js';
import type { Config } from '../../packages/server/src/config.js';
import type { AppContext } from '../../packages/server/src/context.js';
import { openDatabase, type Db } from '../../packages/server/src/db/database.js';
import { migrateToLatest } from '../../packages/server/src/db/migrate.js';
import { seedDemoIfEmpty } from '../../packages/server/src/seed/demo.js';
import { BENCH_PASSWORD } from './demoActor.js';

export interface BenchApp {
  db: Db;
  ctx: AppContext;
  /** The server's address on localhost: benches time real HTTP. */
  url: string;
  close(): Promise<void>;
}

/** The app on a fresh database with the demo organization (every user's password BENCH_PASSWORD), listening on a free port. */
export async function startBenchApp(config: Config): Promise<BenchApp> {
  const db = openDatabase(config);
  await migrateToLatest(db);
  await seedDemoIfEmpty(db, systemClock, BENCH_PASSWORD);
  const { app, ctx } = await buildApp({ db, config, clock: systemClock });
  await ctx.tasks.start();
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    db,
    ctx,
    url,
    async close() {
      await app.close();
      await ctx.tasks.stop();
      await db.destroy();
    },
  };
}

export interface BenchClient {
  request<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** The session cookie and the CSRF token, for a call request() does not make (an upload). */
  headers: Record<string, string>;
}

/** A signed-in user over HTTP, as the web app calls the server (cookie and CSRF token). */
export async function signIn(url: string, userName: string): Promise<BenchClient> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login of ${userName}: ${login.status} ${await login.text()}`);
  const session = (await login.json()) as Session;
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const headers = { cookie, [CSRF_HEADER]: session.csrfToken };
  return {
    headers,
    async request<T>(method: string, path: string, body?: unknown) {
      const reply = await fetch(`${url}${path}`, {
        method,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await reply.text();
      return { status: reply.status, body: (text ? JSON.parse(text) : null) as T };
    },
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Times `times` calls, after `warmUp` untimed ones; answers the sorted milliseconds. */
export async function timed(
  times: number,
  warmUp: number,
  call: (index: number) => Promise<void>,
): Promise<number[]> {
  for (let index = 0; index < warmUp; index++) await call(index);
  const elapsed: number[] = [];
  for (let index = warmUp; index < warmUp + times; index++) {
    const started = performance.now();
    await call(index);
    elapsed.push(performance.now() - started);
  }
  return elapsed.sort((a, b) => a - b);
}
