import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, type LanguageSetting } from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';

interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

// node:http, not fetch: fetch decodes the body and asks for compression by itself.
function rawGet(url: string, headers: Record<string, string>): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

function decoded(reply: RawReply): string {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(reply.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(reply.body).toString();
  return reply.body.toString();
}

// A built asset as the web build leaves it: the file, and its brotli and gzip copies beside it.
const ASSET = '/assets/index-Ab12Cd.js';
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};`;

// A built file of another kind than scripts and style sheets, without compressed copies.
const ICON = '/assets/logo-Ef34Gh.svg';
const icon = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let server: TestServer;
let admin: ApiClient;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  const file = path.join(webDist, ASSET);
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script, { level: 9 }));
  fs.writeFileSync(path.join(webDist, ICON), icon);
  server = await startServer({ webDist });
  admin = await server.as('admin');
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends a hashed asset brotli- or gzip-compressed as accepted, cached as immutable', async () => {
    const br = await rawGet(server.url + ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The build's copy as it is, not compressed again on the way.
    expect(br.body).toEqual(fs.readFileSync(`${path.join(webDist, ASSET)}.br`));
    expect(decoded(br)).toBe(script);

    const gzip = await rawGet(server.url + ASSET, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.body).toEqual(fs.readFileSync(`${path.join(webDist, ASSET)}.gz`));
    expect(decoded(gzip)).toBe(script);
  });

  it('sends the asset as it is to a client that accepts no compression', async () => {
    const plain = await rawGet(server.url + ASSET, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('sends the copy the client prefers among those it accepts, and headers alone to HEAD', async () => {
    const gzip = await rawGet(server.url + ASSET, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script);
    const head = await fetch(server.url + ASSET, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(
      String(fs.statSync(`${path.join(webDist, ASSET)}.br`).size),
    );
    expect(await head.text()).toBe('');
  });

  it('sends a built file of another kind as it is, cached as immutable', async () => {
    const reply = await rawGet(server.url + ICON, { 'accept-encoding': 'br, gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(reply)).toBe(icon);
  });

  it('compresses an API answer in JSON when the client accepts it', async () => {
    const headers = { cookie: admin.cookie, [CSRF_HEADER]: admin.csrfToken };
    const url = `${server.url}/api/setup/languages`;
    const br = await rawGet(url, { ...headers, 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['content-encoding']).toBe('br');
    const languages = JSON.parse(decoded(br)) as LanguageSetting[];
    expect(languages.map((language) => language.code)).toContain('de');

    const gzip = await rawGet(url, { ...headers, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(languages);

    const plain = await rawGet(url, headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(languages);
  });
});
