import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, type Session } from '@tessera/contracts';
import { startServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('sessions', () => {
  it('logs in each demo role and returns the session shape', async () => {
    for (const [userName, role] of [
      ['admin', 'ADMIN'],
      ['pm', 'PROJECT_MANAGER'],
      ['linguist', 'LINGUIST'],
    ] as const) {
      const client = await server.as(userName);
      const reply = await client.get<Session>('/api/session');
      expect(reply.status).toBe(200);
      expect(reply.body.user.userName).toBe(userName);
      expect(reply.body.user.role).toBe(role);
      expect(reply.body.organization.name).toBe('Demo');
      expect(reply.body.csrfToken.length).toBeGreaterThan(20);
    }
  });

  it('gives each role its default permissions', async () => {
    const admin = await (await server.as('admin')).get<Session>('/api/session');
    const pm = await (await server.as('pm')).get<Session>('/api/session');
    const linguist = await (await server.as('linguist')).get<Session>('/api/session');
    expect(admin.body.permissions).toContain('project:editOther');
    expect(pm.body.permissions).toEqual(['project:create', 'projectTemplate:create']);
    expect(linguist.body.permissions).toEqual([]);
  });

  it('sets an HttpOnly SameSite=Lax cookie', async () => {
    const reply = await server
      .anonymous()
      .post('/api/auth/login', { userName: 'pm', password: 'tessera-test' });
    const cookie = reply.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const wrong = await server
      .anonymous()
      .post('/api/auth/login', { userName: 'pm', password: 'nope' });
    const unknown = await server
      .anonymous()
      .post('/api/auth/login', { userName: 'ghost', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toMatchObject({ errorDescription: serverMessages.invalidCredentials });
  });

  it('names each bad field of a login body', async () => {
    const reply = await server.anonymous().post('/api/auth/login', { userName: 5 });
    expect(reply.status).toBe(400);
    const fields = (reply.body as { errors: Array<{ field: string }> }).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['userName', 'password']));
  });

  it('answers 401 without a session and 403 without the CSRF token', async () => {
    expect((await server.anonymous().get('/api/session')).status).toBe(401);
    const client = await server.as('pm');
    const token = client.csrfToken;
    client.csrfToken = '';
    const refused = await client.post('/api/auth/logout');
    expect(refused.status).toBe(403);
    expect((await client.get('/api/session')).status).toBe(200);
    client.csrfToken = token;
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/session')).status).toBe(401);
  });

  it('answers 429 after 10 failed logins a minute from one address', async () => {
    server.clock.advance(61_000);
    const client = server.anonymous();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await client.post('/api/auth/login', { userName: 'linguist2', password: 'bad' })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const good = await client.post('/api/auth/login', {
      userName: 'linguist2',
      password: 'tessera-test',
    });
    expect(good.status).toBe(429);
    server.clock.advance(61_000);
    const later = await client.post('/api/auth/login', {
      userName: 'linguist2',
      password: 'tessera-test',
    });
    expect(later.status).toBe(200);
  });
});
