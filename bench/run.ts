import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm run bench [name...]`: every bench/*.ts but this one, in name order (or only those named).
// Each default-exports `run()`, which prints its own figures and input sizes. With
// BENCH_POSTGRES_URL, a bench that exports `onBothDatabases` runs again on that PostgreSQL server,
// in a process of its own whose DATABASE_URL it is (the benches read it as they load).
const dir = import.meta.dirname;
const postgres = process.env.BENCH_POSTGRES_URL;
const wanted = process.argv.slice(2);
const benches = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.startsWith('.'))
  .filter((file) => wanted.length === 0 || wanted.includes(path.basename(file, '.ts')))
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n== ${path.basename(file, '.ts')}`);
  const started = performance.now();
  try {
    const bench = (await import(pathToFileURL(path.join(dir, file)).href)) as {
      default?: () => Promise<void>;
      onBothDatabases?: boolean;
    };
    if (typeof bench.default !== 'function') throw new Error(`${file} exports no default run()`);
    await bench.default();
    if (postgres && bench.onBothDatabases) failed += onPostgres(path.basename(file, '.ts'));
  } catch (error) {
    failed++;
    console.error(`${file} failed:`, error);
  }
  // On stderr: each bench's own JSON figures stay the last line of its output.
  console.error(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
process.exit(failed > 0 ? 1 : 0);

/** Runs one bench again on BENCH_POSTGRES_URL's server; answers 1 when it failed. */
function onPostgres(name: string): number {
  const again = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, 'run.ts'), name], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: postgres, BENCH_DATABASE_URL: '', BENCH_POSTGRES_URL: '' },
  });
  return again.status === 0 ? 0 : 1;
}
