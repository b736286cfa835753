import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import SQLite from 'better-sqlite3';
import type { TestProject } from 'vitest/node';

export const E2E_PASSWORD = 'tessera-e2e';
const root = path.resolve(import.meta.dirname, '../..');

/** Test files run side by side, each worker on a server and database of its own. */
export const E2E_WORKERS = 2;

/** One worker's server: its address and the data folder of its SQLite database. */
export interface E2eServer {
  baseUrl: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    servers: E2eServer[];
    /** Where the tests write the files they choose in file inputs; removed after the run. */
    filesDir: string;
  }
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

async function waitForHealth(
  url: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/web/healthApi`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

// The demo users log in with argon2's least cost, as in the server tests (databaseTemplate.ts):
// verify reads the cost from the stored hash, so each of the suite's hundred logins takes
// milliseconds instead of a production hash's half second to a second. Written by a second
// connection once the server has seeded them; passwords set through the app keep the server's cost.
async function cheapDemoPasswords(dataDir: string): Promise<void> {
  const hash = await argon2.hash(E2E_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 1024,
    timeCost: 1,
    parallelism: 1,
  });
  const db = new SQLite(path.join(dataDir, 'tessera.sqlite'));
  try {
    db.prepare('update users set password_hash = ?').run(hash);
  } finally {
    db.close();
  }
}

// Starts the real server as `npm start` runs it (compiled, with its Node flags), on the built web
// app, a fresh SQLite data dir and the demo seed; answers how to stop it.
async function startServer(
  serverMain: string,
  nodeFlags: readonly string[],
  port: number,
): Promise<E2eServer & { stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-'));
  let log = '';
  const server = spawn(process.execPath, [...nodeFlags, serverMain], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      TESSERA_DEMO_PASSWORD: E2E_PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  async function stop() {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    await waitForHealth(baseUrl, server, () => log);
    await cheapDemoPasswords(dataDir);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

// One server per worker (npm test builds them): files that run side by side never see each
// other's data, as when they ran one after the other on a single server.
export default async function setup(project: TestProject) {
  const serverMain = path.join(root, 'packages/server/dist/main.js');
  if (
    !fs.existsSync(path.join(root, 'packages/web/dist/index.html')) ||
    !fs.existsSync(serverMain)
  ) {
    throw new Error('The app is not built: run `node scripts/builds.mjs` first (npm test does).');
  }
  const nodeFlags = JSON.parse(
    fs.readFileSync(path.join(root, 'scripts/serverNodeFlags.json'), 'utf8'),
  ) as string[];
  const ports = new Set<number>();
  while (ports.size < E2E_WORKERS) ports.add(await freePort());
  const started = await Promise.allSettled(
    [...ports].map((port) => startServer(serverMain, nodeFlags, port)),
  );
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // The servers that did start are stopped, not left holding their ports and folders.
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-files-'));
  project.provide('filesDir', filesDir);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(filesDir, { recursive: true, force: true });
  };
}
