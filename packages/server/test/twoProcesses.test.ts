import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundTask } from '@tessera/contracts';
import { systemClock } from '../src/clock.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoIfEmpty } from '../src/seed/demo.js';
import { ApiClient, DEMO_PASSWORD, freshDatabaseUrl } from './harness.js';
import { upload } from './tmHelpers.js';

// Two real server processes on one PostgreSQL database share the background work through
// pg-boss: both run tasks, none runs one twice to completion, and a task of a process killed
// with SIGKILL is finished by the other. Short expiry and retry settings keep it near half a minute.
const onPostgres =
  process.env.TESSERA_TEST_DIALECT === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

interface Server {
  name: string;
  child: ChildProcess;
  lines: Array<Record<string, unknown>>;
  client: ApiClient;
}

let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let dataDir: string;
const servers: Server[] = [];

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Ports the system has free: a random one could be another service's (NATS listens on 4222). */
async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => net.createServer());
  await Promise.all(
    probes.map((probe) => new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))),
  );
  const ports = probes.map((probe) => (probe.address() as net.AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

async function startProcess(name: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      WEB_DIST: path.join(dataDir, 'no-web'),
      TESSERA_DEMO_PASSWORD: DEMO_PASSWORD,
      LOG_LEVEL: 'info',
      // Without a heartbeat the expiry is also the longest an attempt may run: the survivor's
      // whole 20,000-unit import must fit in it on a loaded CI machine (about 7 s when idle).
      TESSERA_TASK_EXPIRE_SECONDS: '30',
      TESSERA_TASK_RETRY_DELAY_SECONDS: '1',
      TESSERA_TASK_POLL_SECONDS: '0.5',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const server: Server = {
    name,
    child,
    lines: [],
    client: new ApiClient(`http://127.0.0.1:${port}`),
  };
  let rest = '';
  let running = false;
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('Tessera is running')) running = true;
      if (line.startsWith('{')) server.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
  });
  await until(`${name} to start`, () => (running ? true : undefined));
  await server.client.login('pm');
  servers.push(server);
  return server;
}

/** Task ids a process logged with the given message ('task started', 'task finished'). */
const logged = (server: Server, msg: string) =>
  server.lines.filter((line) => line.msg === msg).map((line) => String(line.taskId));

function tmx(units: number, label: string): string {
  const body = Array.from(
    { length: units },
    (_, index) =>
      `<tu><tuv xml:lang="en-US"><seg>${label} sentence ${index}.</seg></tuv><tuv xml:lang="de-DE"><seg>${label} Satz ${index}.</seg></tuv></tu>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><tmx version="1.4"><header srclang="en-US" creationtool="test" creationtoolversion="1" segtype="sentence" o-tmf="test" adminlang="en" datatype="plaintext"/><body>${body.join('\n')}</body></tmx>`;
}

async function importInto(server: Server, name: string, units: number): Promise<BackgroundTask> {
  const memory = await server.client.post<{ id: number }>('/api/transMemory', {
    name,
    sourceLang: 'en_us',
    targetLangs: ['de_de'],
  });
  const reply = await upload(
    server.client,
    `/api/transMemory/import?id=${memory.body.id}`,
    `${name}.tmx`,
    tmx(units, name),
  );
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
}

function settled(server: Server, id: string) {
  return until(`task ${id}`, async () => {
    const reply = await server.client.get<BackgroundTask>(`/api/backgroundTask?id=${id}`);
    return reply.body.status === 'RUNNING' ? undefined : reply.body;
  });
}

describe.runIf(onPostgres)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await freshDatabaseUrl();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-two-'));
    // The demo organization is seeded first, as main.ts would on an empty database, so the two
    // processes can start together.
    const db = openDatabase({ databaseUrl: database.url, dataDir });
    await migrateToLatest(db);
    await seedDemoIfEmpty(db, systemClock, DEMO_PASSWORD);
    await db.destroy();
    const [port = 0, otherPort = 0] = await freePorts(2);
    await Promise.all([startProcess('first', port), startProcess('second', otherPort)]);
    servers.sort((a, b) => a.name.localeCompare(b.name));
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'share the tasks, run none twice to completion, and finish a killed process’s task',
    {
      timeout: 360_000,
    },
    async () => {
      const [first, second] = servers as [Server, Server];
      const small = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          importInto(index % 2 ? second : first, `Shared ${index}`, 300),
        ),
      );
      for (const task of small)
        expect(await settled(first, task.id)).toMatchObject({ status: 'OK' });
      const ranBy = (server: Server) =>
        small.filter((task) => logged(server, 'task finished').includes(task.id));
      expect(ranBy(first).length).toBeGreaterThan(0);
      expect(ranBy(second).length).toBeGreaterThan(0);

      // A large import, killed with SIGKILL while it writes its units: large enough that its
      // writes (units and their match index postings) outlast the second between two progress
      // reports on a fast machine, with room to spare after the report that triggers the kill
      // (20,000 units, killed past 60%, once finished before the kill landed).
      const units = 60_000;
      const big = await importInto(first, 'Killed', units);
      const runner = await until('the large import to start', () =>
        servers.find((server) => logged(server, 'task started').includes(big.id)),
      );
      const survivor = runner === first ? second : first;
      await until('the large import to write', async () => {
        const reply = await survivor.client.get<BackgroundTask>(`/api/backgroundTask?id=${big.id}`);
        return (reply.body.progress ?? 0) > 30 ? true : undefined;
      });
      runner.child.kill('SIGKILL');
      expect(await settled(survivor, big.id)).toMatchObject({
        status: 'OK',
        result: { imported: units, duplicates: 0 },
      });
      expect(logged(survivor, 'task started')).toContain(big.id);

      // Every task finished exactly once, across both processes. A process logs the finish after
      // the task's status is written, so the line may come just after the status reads OK.
      const finishes = () => [
        ...logged(first, 'task finished'),
        ...logged(second, 'task finished'),
      ];
      await until('every finish to be logged', () =>
        [...small, big].every((task) => finishes().includes(task.id)) ? true : undefined,
      );
      for (const task of [...small, big])
        expect(finishes().filter((id) => id === task.id)).toHaveLength(1);
    },
  );
});
