import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as Argon2 from 'argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILURES_PER_MINUTE, serverMessages } from '@tessera/contracts';
import { commands } from '../src/cli/commands.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoUnlessOff } from '../src/seed/demo.js';
import { DEMO_PASSWORD, startServer, type TestServer } from './harness.js';

// Counts the password verifications the server makes (never their duration).
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  const verify: typeof actual.verify = (...args) => {
    verifications.count += 1;
    return actual.verify(...args);
  };
  return { ...actual, verify, default: { ...actual, verify } };
});

let server: TestServer;
let behindProxy: TestServer;
beforeAll(async () => {
  server = await startServer();
  behindProxy = await startServer({ trustProxy: true });
});
afterAll(async () => {
  await server.close();
  await behindProxy.close();
});
// Each test starts with an empty throttle window.
beforeEach(() => {
  server.clock.advance(61_000);
  behindProxy.clock.advance(61_000);
});

function login(on: TestServer, userName: string, password: string, forwardedFor?: string) {
  return on
    .anonymous()
    .request(
      'POST',
      '/api/auth/login',
      { userName, password },
      forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    );
}

describe('login throttle', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_MINUTE; attempt++) {
      const reply = await login(server, `nobody${attempt}`, 'wrong', `203.0.113.${attempt}`);
      expect(reply.status).toBe(401);
    }
    const next = await login(server, 'pm', DEMO_PASSWORD, '198.51.100.7');
    expect(next.status).toBe(429);
  });

  it('behind a trusted proxy, counts per forwarded address and per user name', async () => {
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_MINUTE; attempt++) {
      const reply = await login(behindProxy, 'pm', 'wrong', `203.0.113.${attempt}`);
      expect(reply.status).toBe(401);
    }
    const samePerson = await login(behindProxy, 'pm', DEMO_PASSWORD, '198.51.100.7');
    expect(samePerson.status).toBe(429);
    expect(samePerson.body).toMatchObject({ errorDescription: serverMessages.tooManyLogins });
    const otherUser = await login(behindProxy, 'admin', DEMO_PASSWORD, '198.51.100.7');
    expect(otherUser.status).toBe(200);
    behindProxy.clock.advance(61_000);
    expect((await login(behindProxy, 'pm', DEMO_PASSWORD, '198.51.100.7')).status).toBe(200);
  });
});

describe('login work', () => {
  it('verifies a password for unknown, disabled and known user names alike', async () => {
    const admin = await server.as('admin');
    const created = await admin.post<{ id: number }>('/api/setup/users', {
      userName: 'gone',
      password: 'gone-user-pass',
      role: 'LINGUIST',
    });
    expect(created.status).toBe(201);
    await admin.put(`/api/setup/users/${created.body.id}`, { active: false });
    for (const userName of ['ghost', 'gone', 'pm']) {
      verifications.count = 0;
      const reply = await login(server, userName, 'wrong-password');
      expect(reply.status, userName).toBe(401);
      expect(verifications.count, userName).toBe(1);
    }
  });
});

describe('common passwords', () => {
  it('are refused wherever a password is set', async () => {
    const admin = await server.as('admin');
    const created = await admin.post('/api/setup/users', {
      userName: 'weak',
      password: 'password123',
      role: 'LINGUIST',
    });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({
      errors: [{ field: 'password', message: serverMessages.commonPassword }],
    });
    const listed = await admin.get<Array<{ userName: string }>>('/api/setup/users');
    expect(listed.body.map((user) => user.userName)).not.toContain('weak');

    const linguist = await admin.get<Array<{ id: number; userName: string }>>('/api/setup/users');
    const id = linguist.body.find((user) => user.userName === 'linguist2')?.id;
    const changed = await admin.put(`/api/setup/users/${id}`, { password: 'Qwertyuiop' });
    expect(changed.status).toBe(400);
    expect((await login(server, 'linguist2', DEMO_PASSWORD)).status).toBe(200);

    const context = { db: server.ctx.db.kysely, now: new Date().toISOString(), applied: [] };
    await expect(
      commands['create-user']!.run({
        ...context,
        values: { org: 'Demo', user: 'cli-weak', role: 'LINGUIST', password: 'iloveyou123' },
      }),
    ).rejects.toThrow(`--password: ${serverMessages.commonPassword}`);
    await expect(
      commands['create-org']!.run({
        ...context,
        values: { name: 'Weak Org', 'admin-user': 'weak-admin', password: 'password1234' },
      }),
    ).rejects.toThrow(serverMessages.commonPassword);
    await expect(
      commands['reset-password']!.run({
        ...context,
        values: { user: 'pm', password: 'qwertyuiop' },
      }),
    ).rejects.toThrow(serverMessages.commonPassword);
    expect((await login(server, 'pm', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('TESSERA_DEMO=off', () => {
  it('starts without the demo organization', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-nodemo-'));
    const config = { ...loadConfig({ TESSERA_DEMO: 'off' }), dataDir, databaseUrl: undefined };
    expect(config.demo).toBe(false);
    expect(loadConfig({}).demo).toBe(true);
    const db = openDatabase(config);
    try {
      await migrateToLatest(db);
      expect(await seedDemoUnlessOff(db, server.clock, config)).toBeNull();
      const organizations = await db.kysely.selectFrom('organizations').select('name').execute();
      expect(organizations).toEqual([]);
      expect(await seedDemoUnlessOff(db, server.clock, { ...config, demo: true })).not.toBeNull();
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
