import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.js';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDirs: string[] = [];

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

/** Starts the real server (main.ts) with the given log level, asks it a few pages, and stops it: its output. */
async function serverOutput(
  logLevel: string | undefined,
): Promise<{ output: string; port: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-log-'));
  dataDirs.push(dataDir);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    TESSERA_DEMO: 'off',
  };
  if (logLevel) env.LOG_LEVEL = logLevel;
  else delete env.LOG_LEVEL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('Tessera is running at')) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(output);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (let i = 0; i < 3; i++) await fetch(`http://127.0.0.1:${port}/web/healthApi`);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  return { output, port };
}

afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the server log', () => {
  test('LOG_LEVEL is warn unless set; an unknown level stops the server', () => {
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'INFO' }).logLevel).toBe('info');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });

  test('by default requests are not logged; at info they are, and the listening line names the printed URL', async () => {
    const quiet = await serverOutput(undefined);
    expect(quiet.output).toContain(`Tessera is running at http://localhost:${quiet.port}/web`);
    expect(quiet.output).not.toContain('request completed');

    const chatty = await serverOutput('info');
    expect(chatty.output).toContain('request completed');
    expect(chatty.output).toContain(
      `Server listening at http://localhost:${chatty.port}/web (on 127.0.0.1)`,
    );
  }, 120_000);
});
