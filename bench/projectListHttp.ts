import autocannon from 'autocannon';
import { sql } from 'kysely';
import { SESSION_COOKIE } from '@tessera/contracts';
import { systemClock } from '../packages/server/src/clock.js';
import { openDatabase } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { seedDemoIfEmpty } from '../packages/server/src/seed/demo.js';
import { BENCH_PASSWORD } from './lib/demoActor.js';
import { buildWhenStale, startServerProcess, type ServerProcess } from './lib/serverProcess.js';
import { benchDatabase } from './lib/benchDatabase.js';
import { fixture, seedProjects } from './lib/projectSeed.js';

// `npm run bench -- projectListHttp`: 100,000 projects (BENCH_PROJECTS) seeded as in the
// projectList bench, the server started on them as `npm start` runs it (SQLite, or DATABASE_URL's
// PostgreSQL in a database of its own), then autocannon at 50 connections against
// /web/healthApi and the project list page's first call, in turns, 10 s each (after 3 s of
// warm-up each). The goal: the list sustains at least a quarter of the health call's req/s.
const PROJECTS = Number(process.env.BENCH_PROJECTS) || 100_000;
const CONNECTIONS = 50;
const SECONDS = 10;
const ROUNDS = 2;
const RATIO_GOAL = 0.25;
// What the list page asks first: its default sort, 50 rows, open-ended paging.
const LIST_PATH =
  '/api/project/list?sortOrder=DESC&page=0&pageSize=50&withPagination=false' +
  '&extendedDomains=ProjectWorkflowStep&abbreviated=true';

// The sweeps run at start and hold the single SQLite connection: wait until calls answer quickly.
async function untilSettled(url: string): Promise<void> {
  let quick = 0;
  for (let tries = 0; tries < 1200 && quick < 5; tries++) {
    const started = performance.now();
    await fetch(`${url}/web/healthApi`);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signInCookie(url: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie.startsWith(`${SESSION_COOKIE}=`)) throw new Error('login answered no session');
  return cookie;
}

async function load(url: string, seconds: number, cookie?: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    headers: cookie ? { cookie } : {},
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0)
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} answers ` +
        `not 2xx of ${result.requests.total} calls`,
    );
  return result.requests.average;
}

/** `npm run bench` runs it on BENCH_POSTGRES_URL's server too (run.ts). */
export const onBothDatabases = true;

export default async function run(): Promise<void> {
  const place = await benchDatabase('projectshttp');
  let server: ServerProcess | undefined;
  try {
    const db = openDatabase(place.config);
    await migrateToLatest(db);
    await seedDemoIfEmpty(db, systemClock, BENCH_PASSWORD);
    const started = performance.now();
    await seedProjects(db.kysely, await fixture(db.kysely), 0, PROJECTS);
    if (db.dialect === 'postgres') await sql`vacuum analyze`.execute(db.kysely);
    const seeding = ((performance.now() - started) / 1000).toFixed(1);
    await db.destroy();

    // The compiled server, built when stale, as `npm start` runs it.
    buildWhenStale();
    // BENCH_SERVER_PROFILE=<dir>: the server writes a CPU profile there when it stops.
    const profile = process.env.BENCH_SERVER_PROFILE;
    server = await startServerProcess('compiled', {
      databaseUrl: place.config.databaseUrl ?? '',
      dataDir: place.config.dataDir,
      nodeFlags: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
    });
    const { url } = server;
    await untilSettled(url);
    const cookie = await signInCookie(url);
    await load(`${url}/web/healthApi`, 3);
    await load(`${url}${LIST_PATH}`, 3, cookie);
    const health: number[] = [];
    const list: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      health.push(await load(`${url}/web/healthApi`, SECONDS));
      list.push(await load(`${url}${LIST_PATH}`, SECONDS, cookie));
    }
    const mean = (values: number[]) =>
      values.reduce((sum, value) => sum + value, 0) / values.length;
    const ratio = mean(list) / mean(health);
    console.log(
      `projectListHttp ${place.label} ${PROJECTS} projects (seeded in ${seeding} s), ` +
        `${CONNECTIONS} connections, ${ROUNDS}×${SECONDS} s each: /web/healthApi ` +
        `${mean(health).toFixed(0)} req/s, the list's first page ${mean(list).toFixed(0)} req/s: ` +
        `ratio ${ratio.toFixed(3)} (goal ≥ ${RATIO_GOAL}); a list call costs ` +
        `${(1000 / mean(list)).toFixed(1)} ms of the server's one thread`,
    );
    console.log(
      JSON.stringify({
        bench: 'projectListHttp',
        database: place.label,
        projects: PROJECTS,
        connections: CONNECTIONS,
        health_req_s: Math.round(mean(health)),
        list_req_s: Math.round(mean(list)),
        ratio: Number(ratio.toFixed(3)),
      }),
    );
  } finally {
    await server?.stop();
    await place.remove();
  }
}
