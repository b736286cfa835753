import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiServer = 'http://localhost:3000';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text the browser fetches; images and fonts are compressed already.
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip -9) beside every text file
 * of the build, once: the server sends them as they are to browsers that accept them. Small files
 * too: the server compresses a file without a copy as it sends it (a brotli stream per request).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tessera-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

// Cloudscape's AppLayout carries three designs and picks one as it renders. This app always gets
// the visual refresh without the toolbar (the library's ALWAYS_VISUAL_REFRESH, and nothing sets
// the toolbar's global flag), so the classic and toolbar designs are left out of the build.
const UNUSED_APP_LAYOUT = '\0tessera-unused-app-layout';
function onlyRefreshedAppLayout(): Plugin {
  return {
    name: 'tessera-only-refreshed-app-layout',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromAppLayout = importer
        ?.replaceAll('\\', '/')
        .endsWith('@cloudscape-design/components/app-layout/internal.js');
      if (fromAppLayout && (source === './classic' || source === './visual-refresh-toolbar'))
        return UNUSED_APP_LAYOUT;
      return null;
    },
    load(id) {
      if (id !== UNUSED_APP_LAYOUT) return null;
      return "export default function UnusedAppLayout() { throw new Error('This AppLayout design is not in the build.'); }";
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), onlyRefreshedAppLayout(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/web/api': apiServer,
      '/web/healthApi': apiServer,
    },
  },
});
