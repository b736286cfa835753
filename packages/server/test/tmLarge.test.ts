import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TmUnitPage } from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { imported } from './tmHelpers.js';

let server: TestServer;
let pm: ApiClient;

// 100,000 units outgrow a test's time on a busy machine; bench/tmxImport.ts imports that many.
const UNITS = 20_000;

function largeTmx(units: number): Uint8Array {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4"><header srclang="en-US" creationtool="test" creationtoolversion="1" segtype="sentence" o-tmf="test" adminlang="en" datatype="plaintext"/><body>\n',
  ];
  for (let index = 0; index < units; index++) {
    parts.push(
      `<tu creationid="gen" creationdate="20240101T000000Z"><tuv xml:lang="en-US"><seg>Sentence number ${index} about <ph x="1"/> saving files.</seg></tuv>` +
        `<tuv xml:lang="de-DE"><seg>Satz Nummer ${index} über <ph x="1"/> das Speichern.</seg></tuv></tu>\n`,
    );
  }
  parts.push('</body></tmx>\n');
  return new TextEncoder().encode(parts.join(''));
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
});
afterAll(() => server.close());

it(`imports a ${UNITS}-unit TMX as a background task`, { timeout: 120_000 }, async () => {
  const created = await pm.post<{ id: number }>('/api/transMemory', {
    name: 'Large',
    sourceLang: 'en_us',
    targetLangs: ['de_de'],
  });
  const started = Date.now();
  const task = await imported(
    pm,
    `/api/transMemory/import?id=${created.body.id}`,
    'large.tmx',
    largeTmx(UNITS),
  );
  console.log(`${UNITS} units imported in ${Date.now() - started} ms on ${server.ctx.db.dialect}`);
  expect(task).toMatchObject({
    status: 'OK',
    result: { imported: UNITS, skipped: 0, duplicates: 0 },
  });
  const last = UNITS - 1;
  const page = await pm.get<TmUnitPage>(
    `/api/transMemory/units?id=${created.body.id}&q=number ${last} about`,
  );
  expect(page.body.units.map((unit) => unit.target)).toEqual([
    `Satz Nummer ${last} über {1/} das Speichern.`,
  ]);
});
