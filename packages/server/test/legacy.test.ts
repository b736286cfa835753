import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_PAGE_PREFIX, shellMessages } from '@tessera/contracts';
import { startServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

// Spec 002 "Legacy page embedding": legacy pages load from a path of the web host.
describe('legacy pages under the web host', () => {
  it('answers a path no legacy application serves with a page that sends its host to not-found', async () => {
    const page = await server.anonymous().get(`${LEGACY_PAGE_PREFIX}/web/no/such/page?tab=1`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain(`<h1>${shellMessages.pageNotFound}</h1>`);
    const scriptPath = /<script src="([^"]+)"><\/script>/.exec(page.text)?.[1] ?? '';

    const script = await server.anonymous().get(scriptPath);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.text).toContain(`{ type: 'NAVIGATE_PATH', path: '/web/error/notFound' }`);
    expect(script.text).toContain('window.location.origin');
  });
});
