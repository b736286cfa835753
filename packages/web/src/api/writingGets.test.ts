import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setCsrfToken } from './csrf';
import { postponeDeletion } from './postponeDeletion';
import { setTermBases } from './setTermBases';
import { setTransMemories } from './setTransMemories';

// The server refuses a GET that writes without the CSRF token (the list in requestHardening.test.ts).
describe('GETs that write', () => {
  const headers: Array<HeadersInit | undefined> = [];
  beforeEach(() => {
    setCsrfToken('csrf-1');
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      headers.push(init.headers);
      return Promise.resolve(
        new Response('{}', { headers: { 'content-type': 'application/json' } }),
      );
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  test('send the CSRF token', async () => {
    const project = { kind: 'project', projectUid: 'p1' } as const;
    await postponeDeletion('p1');
    await setTermBases(project, {
      targetLang: '',
      readTermBase: [],
      writeTermBase: [],
      qualityAssuranceTermBase: [],
      priority: [],
    });
    await setTransMemories(project, {
      targetLang: '',
      workflowStep: -1,
      readTransMemory: [],
      writeTransMemory: [],
      penalty: [],
    });
    expect(headers).toHaveLength(3);
    for (const sent of headers) expect(sent).toMatchObject({ 'x-csrf-token': 'csrf-1' });
  });
});
