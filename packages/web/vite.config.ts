import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { trimCloudscape } from './trimCloudscape';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react(), trimCloudscape(), precompress()],
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
