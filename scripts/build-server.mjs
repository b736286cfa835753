// `npm run build:server`: the server and the packages it runs (contracts, core, filters) compiled
// file by file from src/ to dist/ beside it, so `npm start` runs plain JavaScript without tsx.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_PACKAGES = ['contracts', 'core', 'filters', 'server'];
const sourceDir = (name) => path.join(root, 'packages', name, 'src');
const outputDir = (name) => path.join(root, 'packages', name, 'dist');

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) return [];
    return [full];
  });
}

// The compiled file of a workspace package's export ('.' or a subpath such as './tmx'): its
// package.json names the source file, whose JavaScript is built beside where it was.
function compiledExport(packageName, subpath) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, 'packages', packageName, 'package.json'), 'utf8'),
  );
  const source = manifest.exports?.[subpath];
  if (typeof source !== 'string') throw new Error(`@tessera/${packageName} exports no ${subpath}`);
  return path.join(outputDir(packageName), path.relative('./src', source).replace(/\.ts$/, '.js'));
}

// Every import stays an import; a workspace package's points at the compiled file it exports.
function keepImports(name) {
  return {
    name: 'keep-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        // Data the code imports (.json) is compiled into the importing file.
        if (args.kind === 'entry-point' || args.path.endsWith('.json')) return undefined;
        const workspace = /^@tessera\/([\w-]+)(\/[\w-]+)?$/.exec(args.path);
        if (!workspace) return { path: args.path, external: true };
        const from = path.dirname(
          path.join(outputDir(name), path.relative(sourceDir(name), args.importer)),
        );
        const exported = compiledExport(workspace[1], `.${workspace[2] ?? ''}`);
        const target = path.relative(from, exported);
        return { path: target.startsWith('.') ? target : `./${target}`, external: true };
      });
    },
  };
}

export async function buildServer() {
  for (const name of SERVER_PACKAGES) {
    const files = sourceFiles(sourceDir(name));
    fs.rmSync(outputDir(name), { recursive: true, force: true });
    await esbuild.build({
      entryPoints: files.filter((file) => file.endsWith('.ts')),
      outbase: sourceDir(name),
      outdir: outputDir(name),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      plugins: [keepImports(name)],
    });
    // Worker entries (.mjs) are JavaScript already.
    for (const file of files.filter((file) => file.endsWith('.mjs'))) {
      const copy = path.join(outputDir(name), path.relative(sourceDir(name), file));
      fs.mkdirSync(path.dirname(copy), { recursive: true });
      fs.copyFileSync(file, copy);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
