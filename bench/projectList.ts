import { sql } from 'kysely';
import { defaultPermissions, type ProjectListQuery } from '@tessera/contracts';
import { systemClock } from '../packages/server/src/clock.js';
import type { AppContext } from '../packages/server/src/context.js';
import { openDatabase, type Db } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { optimizeDatabase } from '../packages/server/src/db/optimize.js';
import { listProjects } from '../packages/server/src/modules/projects/list.js';
import type { Viewer } from '../packages/server/src/modules/projects/viewer.js';
import { seedDemoIfEmpty } from '../packages/server/src/seed/demo.js';
import { createTaskQueue } from '../packages/server/src/tasks/queue.js';
import { benchDatabase } from './lib/benchDatabase.js';
import { fixture, mixedQueries, seedProjects } from './lib/projectSeed.js';

// `npm run bench -- projectList`: seeds 1k, 10k and 100k projects (BENCH_PROJECTS for the last
// size) straight through Kysely into a temporary SQLite, or into a database of its own on
// DATABASE_URL's PostgreSQL, and times 200 mixed filtered and sorted list queries per size
// through the list service (median and p95, after 20 untimed).
const LARGEST = Number(process.env.BENCH_PROJECTS) || 100_000;
const sizes = [1_000, 10_000, LARGEST].filter((size) => size <= LARGEST);
const QUERIES = 200;
const WARM_UP = 20;
const P95_GOAL_MS = 30;
const SLOWEST = 8;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
const ms = (value: number) => Number(value.toFixed(2));

// What the server does after its migrations; on PostgreSQL what autovacuum does after a bulk insert.
async function analyze(db: Db): Promise<void> {
  if (db.dialect === 'postgres') await sql`vacuum analyze`.execute(db.kysely);
  else await optimizeDatabase(db);
}

// The shapes behind the tail: what a change to the p95 has to make faster.
function printSlowest(timed: ReadonlyArray<{ ms: number; query: ProjectListQuery }>): void {
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
  for (const { ms: took, query } of slowest) {
    const { extendedDomains: _domains, ...shape } = query;
    console.log(`  ${took.toFixed(2)} ms ${JSON.stringify(shape)}`);
  }
}

/** `npm run bench` runs it on BENCH_POSTGRES_URL's server too (run.ts). */
export const onBothDatabases = true;

export default async function run(): Promise<void> {
  const place = await benchDatabase('projects');
  const db = openDatabase(place.config);
  let last = { p50: 0, p95: 0 };
  try {
    await migrateToLatest(db);
    await seedDemoIfEmpty(db, systemClock, 'bench-password');
    const f = await fixture(db.kysely);
    const admin = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    const viewer: Viewer = {
      userId: admin.id,
      organizationId: f.organizationId,
      role: 'ADMIN',
      permissions: defaultPermissions('ADMIN'),
      disableProjectSharing: false,
    };
    const tasks = createTaskQueue(db, place.config, systemClock, {
      info: () => {},
      error: () => {},
    });
    const ctx: AppContext = { db, config: place.config, clock: systemClock, tasks };
    const measure = async (size: number, seeding: string) => {
      const timed: Array<{ ms: number; query: ProjectListQuery }> = [];
      let rows = 0;
      for (const [index, query] of mixedQueries(f, size, WARM_UP + QUERIES).entries()) {
        const started = performance.now();
        const answer = await listProjects(ctx, viewer, query);
        if (index >= WARM_UP) timed.push({ ms: performance.now() - started, query });
        rows += Array.isArray(answer) ? answer.length : answer.projects.length;
      }
      const times = timed.map((one) => one.ms).sort((a, b) => a - b);
      last = { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
      const binned = await db.kysely
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('binned_at', 'is not', null)
        .executeTakeFirstOrThrow();
      console.log(
        `projectList ${place.label} ${size} projects (${Number(binned.count)} in the Recycle Bin; ${seeding}): ` +
          `${QUERIES} mixed queries, median ${last.p50.toFixed(2)} ms, ` +
          `p95 ${last.p95.toFixed(2)} ms (goal ≤ ${P95_GOAL_MS} ms at 100,000: ` +
          `${(last.p95 / P95_GOAL_MS).toFixed(2)}× the goal), max ${percentile(times, 1).toFixed(2)} ms, ` +
          `${rows} rows listed`,
      );
      if (size === LARGEST) printSlowest(timed);
    };
    let seeded = 0;
    for (const size of sizes) {
      const started = performance.now();
      await seedProjects(db.kysely, f, seeded, size);
      seeded = size;
      await analyze(db);
      await measure(size, `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await db.destroy();
    await place.remove();
  }
  console.log(
    JSON.stringify({
      bench: 'projectList',
      database: place.label,
      projects: LARGEST,
      p50_ms: ms(last.p50),
      p95_ms: ms(last.p95),
    }),
  );
}
