import { buildWhenStale, startServerProcess, type ServerMode } from './lib/serverProcess.js';

const RUNS = 5;
const modes: ServerMode[] = ['tsx', 'compiled'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

/**
 * The server started as `npm start` runs it (compiled JavaScript) and as it ran before (through
 * tsx): time from the spawn to the first 200 from /web/healthApi, and resident memory of the
 * process tree once it answers, on a fresh SQLite database with the demo seed; runs alternate.
 */
export default async function run(): Promise<void> {
  // The compiled server, built when stale, as `npm start` runs it.
  buildWhenStale();
  const figures = new Map<ServerMode, { startMs: number[]; rssMb: number[] }>(
    modes.map((mode) => [mode, { startMs: [], rssMb: [] }]),
  );
  // One untimed start of each fills tsx's transform cache and the file system's, as a second
  // `npm start` finds them.
  for (let index = -1; index < RUNS; index++) {
    for (const mode of modes) {
      const server = await startServerProcess(mode);
      // Memory once the start's work is done, not in the middle of it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const rssMb = server.rssMb();
      await server.stop();
      if (index < 0) continue;
      figures.get(mode)?.startMs.push(server.startMs);
      figures.get(mode)?.rssMb.push(rssMb);
    }
  }
  const result = Object.fromEntries(
    modes.map((mode) => {
      const { startMs, rssMb } = figures.get(mode) ?? { startMs: [], rssMb: [] };
      return [mode, { start_ms: Math.round(median(startMs)), rss_mb: Math.round(median(rssMb)) }];
    }),
  ) as Record<ServerMode, { start_ms: number; rss_mb: number }>;
  console.log(`server start, median of ${RUNS} (fresh SQLite with the demo seed each):`);
  for (const mode of modes)
    console.log(
      `  ${mode.padEnd(8)} first 200 from /web/healthApi ${result[mode].start_ms} ms, RSS ${result[mode].rss_mb} MB`,
    );
  console.log(
    `  compiled/tsx: start ${(result.compiled.start_ms / result.tsx.start_ms).toFixed(2)}, RSS ${(result.compiled.rss_mb / result.tsx.rss_mb).toFixed(2)} (goal: lower than tsx, so npm start runs it)`,
  );
  console.log(JSON.stringify({ bench: 'serverStart', ...result }));
}
