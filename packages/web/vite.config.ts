import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

const apiServer = 'http://localhost:3000';

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
