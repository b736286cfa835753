// The web app and the compiled server, each built when its sources are newer than its build
// (`npm start` and the benches run this; `node scripts/builds.mjs` on its own too).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_PACKAGES } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const packageDir = (name) => path.join(root, 'packages', name);

function newestChange(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

// A build is stale when a source (or the build's own settings) changed after its marker file.
function isStale(marker, sources) {
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  return sources.some((source) =>
    fs.statSync(source).isDirectory()
      ? newestChange(source) > built
      : fs.statSync(source).mtimeMs > built,
  );
}

export async function buildIfStale() {
  const web = packageDir('web');
  const webSources = [
    path.join(web, 'src'),
    path.join(web, 'index.html'),
    path.join(web, 'vite.config.ts'),
    path.join(web, 'precompress.ts'),
    path.join(web, 'trimCloudscape.ts'),
    path.join(packageDir('contracts'), 'src'),
    path.join(packageDir('core'), 'src'),
  ];
  if (isStale(path.join(web, 'dist/index.html'), webSources)) {
    console.log('Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@tessera/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const serverSources = [
    ...SERVER_PACKAGES.map((name) => path.join(packageDir(name), 'src')),
    path.join(root, 'scripts/build-server.mjs'),
  ];
  if (isStale(path.join(packageDir('server'), 'dist/main.js'), serverSources)) {
    console.log('Building the server…');
    await buildServer();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildIfStale();
