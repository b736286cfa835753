// `npm run docs:api`: records which contracts schema each route validates with, then writes
// docs/api.md from the OpenAPI document the server serves at GET /api/docs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiMarkdownFile,
  apiMarkdownText,
  routeInputsFile,
  routeInputsText,
} from './apiDocs/generate.js';

fs.writeFileSync(routeInputsFile, await routeInputsText());

// Imported only now, so the document reads the route inputs just written.
const { buildApp } = await import('../packages/server/src/app.js');
const { loadConfig } = await import('../packages/server/src/config.js');
const { openDatabase } = await import('../packages/server/src/db/database.js');
const { openApiDocumentOf } = await import('../packages/server/src/modules/apiDocs/index.js');
const { systemClock } = await import('../packages/server/src/clock.js');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-docs-'));
const db = openDatabase({ dataDir });
try {
  const { app } = await buildApp({
    db,
    config: { ...loadConfig({}), dataDir },
    clock: systemClock,
  });
  await app.ready();
  fs.writeFileSync(apiMarkdownFile, await apiMarkdownText(openApiDocumentOf(app)));
  await app.close();
} finally {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `Wrote ${path.relative(process.cwd(), routeInputsFile)} and ${path.relative(process.cwd(), apiMarkdownFile)}`,
);
