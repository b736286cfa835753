import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/http/auth.js';
import { loadConfig } from '../src/config.js';
import { SESSION_COOKIE } from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let server: TestServer;
let shortIdle: TestServer;
beforeAll(async () => {
  server = await startServer();
  shortIdle = await startServer({ sessionIdleHours: 1 });
});
afterAll(async () => {
  await server.close();
  await shortIdle.close();
});

async function lastSeen(on: TestServer, client: ApiClient): Promise<string | null> {
  const token = client.cookie.slice(`${SESSION_COOKIE}=`.length);
  const row = await on.ctx.db.kysely
    .selectFrom('sessions')
    .select('last_seen_at')
    .where('id', '=', hashToken(token))
    .executeTakeFirstOrThrow();
  return row.last_seen_at;
}

describe('session idle timeout', () => {
  it('is 8 hours unless SESSION_IDLE_HOURS says otherwise', () => {
    expect(loadConfig({}).sessionIdleHours).toBe(8);
    expect(loadConfig({ SESSION_IDLE_HOURS: '2' }).sessionIdleHours).toBe(2);
    expect(() => loadConfig({ SESSION_IDLE_HOURS: 'soon' })).toThrow('Not a positive number');
  });

  it('ends a session unused for longer, while use keeps it going', async () => {
    const client = await server.as('pm');
    for (let step = 0; step < 3; step++) {
      server.clock.advance(7 * HOUR + 59 * MINUTE);
      expect((await client.get('/api/session')).status).toBe(200);
    }
    server.clock.advance(8 * HOUR);
    expect((await client.get('/api/session')).status).toBe(401);
  });

  it('follows the setting', async () => {
    const client = await shortIdle.as('pm');
    shortIdle.clock.advance(59 * MINUTE);
    expect((await client.get('/api/session')).status).toBe(200);
    shortIdle.clock.advance(61 * MINUTE);
    expect((await client.get('/api/session')).status).toBe(401);
  });

  it('still ends an active session after its 14 days', async () => {
    const client = await server.as('linguist');
    for (let hours = 0; hours < 14 * 24 - 7; hours += 7) {
      server.clock.advance(7 * HOUR);
      expect((await client.get('/api/session')).status, `after ${hours + 7} h`).toBe(200);
    }
    server.clock.advance(7 * HOUR);
    expect((await client.get('/api/session')).status).toBe(401);
  });

  it('writes the last-seen time at most once a minute', async () => {
    const client = await server.as('admin');
    const atLogin = await lastSeen(server, client);
    expect(atLogin).not.toBeNull();
    server.clock.advance(30_000);
    await client.get('/api/session');
    expect(await lastSeen(server, client)).toBe(atLogin);
    server.clock.advance(31_000);
    await client.get('/api/session');
    const later = await lastSeen(server, client);
    expect(Date.parse(later ?? '')).toBeGreaterThan(Date.parse(atLogin ?? ''));
  });
});
