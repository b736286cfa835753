import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { throttledProgress } from '../src/tasks/progress.js';
import { readOnWorker } from '../src/modules/tm/readOnWorker.js';
import { openBlobStorage } from '../src/storage/blobStorage.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-tm-turns-'));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// 7,000 units: four batches of at most 2,000 (readUpload.ts).
function tmx(units: number): string {
  const tus = Array.from(
    { length: units },
    (_, index) =>
      `<tu><tuv xml:lang="en"><seg>Unit ${index} of the file</seg></tuv>` +
      `<tuv xml:lang="de"><seg>Einheit ${index} der Datei</seg></tuv></tu>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4"><header creationtool="test" ' +
    'creationtoolversion="1" segtype="sentence" o-tmf="tmx" adminlang="en" srclang="en" ' +
    `datatype="plaintext"/><body>\n${tus.join('\n')}\n</body></tmx>\n`
  );
}

// A batch's writes hold the thread as SQLite's synchronous statements do.
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('long tasks leave the server answering', () => {
  it('lets the event loop turn at each progress report (an analysis reports per batch)', async () => {
    const reported: number[] = [];
    const progress = throttledProgress(
      {
        id: 'turns',
        organizationId: 1,
        createdBy: null,
        payload: {},
        attempt: 1,
        progress: async (percent) => void reported.push(percent),
      },
      0,
      100,
    );
    const happened: string[] = [];
    // A request that arrived while the task's last batch ran: the loop hands it over next.
    setImmediate(() => happened.push('request'));
    await progress(0.5);
    happened.push('next batch');
    expect(happened).toEqual(['request', 'next batch']);
    expect(reported).toEqual([]);
  });

  it('lets what waits on the event loop (a request) run between the TMX batches it writes', async () => {
    const stored = await openBlobStorage({ dataDir }).put(new TextEncoder().encode(tmx(7_000)));
    const happened: string[] = [];
    let batches = 0;
    const counts = await readOnWorker(
      {
        dataDir,
        upload: { key: stored.key, fileName: 'units.tmx' },
        sourceLang: 'en',
        targetLangs: ['de'],
        userName: 'pm',
        now: new Date().toISOString(),
        importTaskId: 'turns',
      },
      async () => {
        batches += 1;
        happened.push(`batch ${batches}`);
        // As a request arrives while a batch is written: it is answered from the event loop.
        if (batches === 1) setImmediate(() => happened.push('request'));
        busyFor(400);
        await Promise.resolve();
      },
    );
    expect(counts.units).toBe(7_000);
    expect(batches).toBe(4);
    expect(happened.indexOf('request')).toBe(1);
  });
});
