import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let server: TestServer;
let behindProxy: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'app.js'), 'console.log(1)');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd.js'), 'console.log(2)');
  server = await startServer({ webDist, legacyOrigin: 'https://legacy.example/app' });
  behindProxy = await startServer({ trustProxy: true });
});
afterAll(async () => {
  await server.close();
  await behindProxy.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Headers) {
  const policy = headers.get('content-security-policy') ?? '';
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  expect(policy).toContain("frame-src 'self' https://legacy.example");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('same-origin');
  expect(headers.get('strict-transport-security')).toBeNull();
}

describe('security headers', () => {
  it('are on API answers, refusals and the web app', async () => {
    const admin = await server.as('admin');
    expectSecurityHeaders((await admin.get('/api/session')).headers);
    expectSecurityHeaders((await server.anonymous().get('/api/session')).headers);
    expectSecurityHeaders((await server.anonymous().get('/api/noSuchThing')).headers);
    const page = await server.anonymous().get('/web/project2/list');
    expect(page.status).toBe(200);
    expect(page.text).toContain('id="root"');
    expectSecurityHeaders(page.headers);
    const script = await server.anonymous().get('/app.js');
    expect(script.status).toBe(200);
    expectSecurityHeaders(script.headers);
  });

  it('let browsers keep the built assets, whose names carry their hash, but not the page', async () => {
    const asset = await server.anonymous().get('/assets/index-Ab12Cd.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await server.anonymous().get('/web/project2/list');
    expect(page.headers.get('cache-control') ?? '').not.toContain('immutable');
    const script = await server.anonymous().get('/app.js');
    expect(script.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('add HSTS only to answers served over https', async () => {
    const plain = await fetch(`${behindProxy.url}/web/healthApi`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const https = await fetch(`${behindProxy.url}/web/healthApi`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const untrusted = await fetch(`${server.url}/web/healthApi`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
  });
});
