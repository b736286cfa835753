import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@tessera/contracts';
import { ApiClient, startServer } from './harness.js';

const require = createRequire(import.meta.url);
const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/cli.mjs');
const main = path.resolve(import.meta.dirname, '../src/cli/main.ts');

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-cli-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

// The CLI as an operator runs it, always on a SQLite file in its own data folder.
function tessera(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsx, main, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
        resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() });
      },
    );
  });
}

// Each run starts a Node process with tsx: slow on a busy machine.
describe('operator CLI', { timeout: 180_000 }, () => {
  it('prints the help', async () => {
    const help = await tessera('help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run tessera -- <command> \[options\]/);
    for (const usage of [
      'migrate',
      'create-org --name N --admin-user U --password P',
      'create-user --org N --user U --role R --password P [--timezone TZ]',
      'reset-password --user U --password P',
    ]) {
      expect(help.stdout).toContain(usage);
    }
  });

  it('refuses a missing or unknown command with the usage', async () => {
    const none = await tessera();
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/^No command given\.\n\nUsage: npm run tessera/);
    const unknown = await tessera('drop-everything');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^Unknown command "drop-everything"\./);
  });

  it('migrates the database once', async () => {
    const first = await tessera('migrate');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Applied \d+ migration\(s\): 0001_foundation(, \w+)*\.$/);
    const again = await tessera('migrate');
    expect(again).toEqual({ code: 0, stdout: 'The database is up to date.', stderr: '' });
  });

  it('creates an organization with its administrator, who can log in', async () => {
    const created = await tessera(
      'create-org',
      '--name',
      'Acme',
      '--admin-user',
      'acme-admin',
      '--password',
      'acme-password',
    );
    expect(created).toEqual({
      code: 0,
      stdout: 'Created organization "Acme" (id 1) with administrator "acme-admin".',
      stderr: '',
    });
    const again = await tessera(
      'create-org',
      '--name',
      'Acme',
      '--admin-user',
      'other-admin',
      '--password',
      'acme-password',
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('tessera create-org: An organization named "Acme" already exists.');
  });

  it('explains missing, unknown and bad options', async () => {
    const missing = await tessera('create-org', '--name', 'Beta');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      'tessera create-org: Missing --admin-user, --password\n\n' +
        'Usage: npm run tessera -- create-org --name N --admin-user U --password P',
    );
    const unknown = await tessera('reset-password', '--user', 'x', '--password', 'y', '--force');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^tessera reset-password: Unknown option '--force'/);
    const short = await tessera(
      'create-org',
      '--name',
      'Beta',
      '--admin-user',
      'b',
      '--password',
      'short',
    );
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(
      /^tessera create-org: --password: The password must have at least 8 characters/,
    );
  });

  it('creates users of each role and refuses bad ones', async () => {
    const pm = await tessera(
      'create-user',
      '--org',
      'Acme',
      '--user',
      'acme-pm',
      '--role',
      'PROJECTMANAGER',
      '--password',
      'pm-password',
      '--timezone',
      'Europe/Prague',
    );
    expect(pm).toEqual({
      code: 0,
      stdout: 'Created user "acme-pm" (PROJECT_MANAGER) in organization "Acme".',
      stderr: '',
    });
    const base = ['create-user', '--user', 'acme-x', '--password', 'x-password'];
    const role = await tessera(...base, '--org', 'Acme', '--role', 'OWNER');
    expect(role.stderr).toMatch(
      /^tessera create-user: --role: one of ADMIN, PROJECT_MANAGER, LINGUIST/,
    );
    const org = await tessera(...base, '--org', 'Nowhere', '--role', 'LINGUIST');
    expect(org.stderr).toMatch(/^tessera create-user: --org: no organization is named "Nowhere"/);
    const taken = await tessera(
      'create-user',
      '--org',
      'Acme',
      '--user',
      'acme-pm',
      '--role',
      'LINGUIST',
      '--password',
      'x-password',
    );
    expect(taken.code).toBe(1);
    expect(taken.stderr).toBe('tessera create-user: The user name is already used.');
  });

  it('resets a password', async () => {
    const reset = await tessera(
      'reset-password',
      '--user',
      'acme-pm',
      '--password',
      'new-pm-password',
    );
    expect(reset).toEqual({
      code: 0,
      stdout: 'Reset the password of "acme-pm" and ended their sessions.',
      stderr: '',
    });
    const unknown = await tessera(
      'reset-password',
      '--user',
      'ghost',
      '--password',
      'ghost-password',
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^tessera reset-password: --user: no user is named "ghost"/);
  });

  it('leaves a database the server runs on, with the users the CLI made', async () => {
    const server = await startServer({ dataDir, databaseUrl: undefined });
    try {
      const admin = await new ApiClient(server.url).login('acme-admin', 'acme-password');
      expect(admin.organization.name).toBe('Acme');
      expect(admin.user.role).toBe('ADMIN');
      const pm: Session = await new ApiClient(server.url).login('acme-pm', 'new-pm-password');
      expect(pm.user).toMatchObject({ role: 'PROJECT_MANAGER', timezone: 'Europe/Prague' });
      const old = await server.anonymous().post('/api/auth/login', {
        userName: 'acme-pm',
        password: 'pm-password',
      });
      expect(old.status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
