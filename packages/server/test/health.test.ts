import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { format, healthMessages } from '@tessera/contracts';
import type { Database } from '../src/db/schema.js';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import type { ErrorReply } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let environment: http.Server;
let environmentUrl: string;
// What the fake environment answers next: HTTP status and body.
let environmentAnswer: { status: number; body: string } = { status: 200, body: '' };

// A port that was free a moment ago: nothing listens there.
async function closedPortUrl(): Promise<string> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  environment = http.createServer((request, response) => {
    const known = request.url === '/web/healthApi';
    response.writeHead(known ? environmentAnswer.status : 404, {
      'content-type': 'application/json',
    });
    response.end(known ? environmentAnswer.body : '{}');
  });
  await new Promise<void>((resolve) => environment.listen(0, '127.0.0.1', resolve));
  environmentUrl = `http://127.0.0.1:${(environment.address() as AddressInfo).port}`;
  server = await startServer({
    healthEnvironments: { beta2: '', prod: `${environmentUrl}/`, gone: await closedPortUrl() },
  });
  pm = await server.as('pm');
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => environment.close(resolve));
});

describe('health API', () => {
  it('is public and reports the database and the task runner', async () => {
    const reply = await server.anonymous().get('/web/healthApi');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'UP', database: true, tasks: true });
  });

  it('answers DOWN with 503 when the database does not answer', async () => {
    const db = server.ctx.db;
    const working = db.kysely;
    const unreachable = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: 'postgres://127.0.0.1:1/none' }),
      }),
    });
    db.kysely = unreachable;
    try {
      const reply = await server.anonymous().get('/web/healthApi');
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({ status: 'DOWN', database: false, tasks: true });
    } finally {
      db.kysely = working;
      await unreachable.destroy();
    }
  });
});

describe('health check of an environment', () => {
  it('answers this server’s own status for the default environment', async () => {
    expect((await pm.get('/api/healthCheck')).body).toEqual({ status: 'UP' });
    expect((await pm.get('/api/healthCheck?env=beta2')).body).toEqual({ status: 'UP' });
  });

  it('asks another environment’s health API', async () => {
    environmentAnswer = { status: 200, body: '{"status":"UP","database":true}' };
    expect((await pm.get('/api/healthCheck?env=prod')).body).toEqual({ status: 'UP' });
    environmentAnswer = { status: 503, body: '{"status":"DOWN"}' };
    const down = await pm.get('/api/healthCheck?env=prod');
    expect(down.status).toBe(200);
    expect(down.body).toEqual({ status: 'DOWN' });
  });

  it('answers 502 with the reason when the environment cannot tell', async () => {
    environmentAnswer = { status: 500, body: '<html>oops</html>' };
    const broken = await pm.get<ErrorReply>('/api/healthCheck?env=prod');
    expect(broken.status).toBe(502);
    expect(broken.body).toEqual({
      errorCode: 'HealthCheckFailed',
      errorDescription: format(healthMessages.badAnswer, { status: 500 }),
    });
    const gone = await pm.get<ErrorReply>('/api/healthCheck?env=gone');
    expect(gone.status).toBe(502);
    expect(gone.body.errorDescription).toMatch(/^fetch failed: .*ECONNREFUSED/);
  });

  it('answers 404 for an unknown environment and 401 without a session', async () => {
    const unknown = await pm.get<ErrorReply>('/api/healthCheck?env=constructor');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDescription).toBe(
      format(healthMessages.unknownEnvironment, { env: 'constructor' }),
    );
    expect((await server.anonymous().get('/api/healthCheck')).status).toBe(401);
  });
});
