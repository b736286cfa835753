// `npm start`: builds the web app and the server when their sources are newer than their builds,
// then runs the compiled server (migrations and the demo seed happen at server start).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './builds.mjs';

const root = path.resolve(import.meta.dirname, '..');
await buildIfStale();

// V8 options of the server process (docs/decisions/platform.md); the benches start it with them too.
const nodeFlags = JSON.parse(
  fs.readFileSync(path.join(root, 'scripts/serverNodeFlags.json'), 'utf8'),
);
const server = spawn(process.execPath, [...nodeFlags, 'packages/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
