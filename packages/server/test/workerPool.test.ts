import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const serverNodeFlags = JSON.parse(
  fs.readFileSync(path.join(root, 'scripts/serverNodeFlags.json'), 'utf8'),
) as string[];
const script = path.resolve(import.meta.dirname, 'fixtures/workers/poolYoungGenerations.ts');

// The server's --max-semi-space-size would override every worker's own young generation.
describe('worker pools under the server Node flags', { timeout: 60_000 }, () => {
  it('give each worker the young generation its pool asks for, the main thread the flag’s', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...serverNodeFlags, '--import', 'tsx', script],
      { cwd: root },
    );
    // A young generation of N MB is a new space of two semi-spaces of N / 3 MB each.
    expect(JSON.parse(stdout)).toEqual({ main: 8, workers: { 12: 8, 48: 32 } });
  });
});
