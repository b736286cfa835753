import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { postJson } from './api.js';

/**
 * A local LibreTranslate for one test file: it puts "DE " before each text, or answers 400
 * ("de is not supported") while `refusing()` says so.
 */
export function useFakeMtEngine(refusing: () => boolean = () => false) {
  let engine: http.Server | undefined;
  let url = '';
  beforeAll(async () => {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const { q } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { q: string[] };
        const refused = refusing();
        res.writeHead(refused ? 400 : 200, { 'Content-Type': 'application/json' });
        const answer = refused
          ? { error: 'de is not supported' }
          : { translatedText: q.map((text) => `DE ${text}`) };
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    engine = server;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        engine?.closeAllConnections();
        if (engine) engine.close(() => resolve());
        else resolve();
      }),
  );
  return {
    /** Adds the engine to the admin's organization as machine translation settings; answers their id. */
    async register(admin: Page, name: string): Promise<number> {
      const settings = await postJson<{ id: number }>(
        admin,
        '/api/setup/machineTranslateSettings',
        { name, type: 'LIBRETRANSLATE', baseUrl: url, apiKey: 'e2e-key' },
      );
      return settings.id;
    },
  };
}
