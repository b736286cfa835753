import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import nodeFlags from '../../scripts/serverNodeFlags.json';
import { BENCH_PASSWORD } from './demoActor.js';

const root = path.resolve(import.meta.dirname, '../..');

/** How the server runs: its TypeScript through tsx, or the JavaScript `npm run build:server` made. */
export type ServerMode = 'tsx' | 'compiled';

const commands: Record<ServerMode, string[]> = {
  tsx: ['--import', 'tsx', 'packages/server/src/main.ts'],
  // With the V8 options `npm start` gives the server (scripts/start.mjs).
  compiled: [...nodeFlags, 'packages/server/dist/main.js'],
};

export interface ServerProcess {
  url: string;
  /** Milliseconds from the spawn to the first 200 from /web/healthApi. */
  startMs: number;
  /** Resident memory of the server and the processes it started (tsx's esbuild), in MB. */
  rssMb(): number;
  /** The server process's own peak resident memory (Linux VmHWM), in MB, since resetPeak(). */
  peakRssMb(): number;
  resetPeak(): void;
  /** CPU time of the server process (every thread), in seconds. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** Builds the web app and the compiled server when stale (scripts/builds.mjs), as `npm start` does. */
export function buildWhenStale(): void {
  const built = spawnSync(process.execPath, ['scripts/builds.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('scripts/builds.mjs failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const statusOf = (pid: number) => fs.readFileSync(`/proc/${pid}/status`, 'utf8');

/** A process's peak resident memory (Linux VmHWM), in MB, since resetPeakRss(pid). */
export const peakRssMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(statusOf(pid))?.[1] ?? 0) / 1024;
// Writing 5 to clear_refs starts the peak afresh (Linux).
export const resetPeakRss = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

// Kilobytes of resident memory of a process and its descendants, from /proc (Linux).
function treeRssKb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while being read
    }
  }
  const rss = (id: number) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(statusOf(id))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  const walk = (id: number): number =>
    rss(id) + (children.get(id) ?? []).reduce((sum, child) => sum + walk(child), 0);
  return walk(pid);
}

// Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ).
const TICKS_PER_SECOND = 100;

function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    const ok = await fetch(`${url}/web/healthApi`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`server did not answer /web/healthApi:\n${log()}`);
}

export interface ServerPlace {
  /** The PostgreSQL database to use; none: SQLite in the data directory. */
  databaseUrl?: string;
  /** A data directory the caller made (and removes); none: a fresh one, removed at stop(). */
  dataDir?: string;
  /** More Node options for the server, before BENCH_NODE_FLAGS's. */
  nodeFlags?: readonly string[];
}

/**
 * The real server as a process, with the demo organization: on a fresh SQLite data directory, or
 * on the PostgreSQL database `databaseUrl` names. BENCH_SERVER_LOG=1 echoes its output.
 */
export async function startServerProcess(
  mode: ServerMode,
  place: ServerPlace = {},
): Promise<ServerProcess> {
  const dataDir = place.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-'));
  const port = await freePort();
  let log = '';
  const started = performance.now();
  // BENCH_NODE_FLAGS: Node options for the server (`--trace-gc`, say) that NODE_OPTIONS refuses.
  const flags = [
    ...(place.nodeFlags ?? []),
    ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
  ];
  const server = spawn(process.execPath, [...flags, ...commands[mode]], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: place.databaseUrl ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      TESSERA_DEMO_PASSWORD: BENCH_PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const echo = Boolean(process.env.BENCH_SERVER_LOG);
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    if (echo) process.stderr.write(chunk);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server, () => log);
  const startMs = performance.now() - started;
  return {
    url,
    startMs,
    rssMb: () => treeRssKb(server.pid ?? 0) / 1024,
    peakRssMb: () => peakRssMb(server.pid ?? 0),
    resetPeak: () => resetPeakRss(server.pid ?? 0),
    cpuSeconds: () => cpuSecondsOf(server.pid ?? 0),
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      if (!place.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
