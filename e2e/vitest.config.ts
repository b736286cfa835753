import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './src/global-setup.js';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    // Two files at a time, each worker on its own server (global-setup.ts): one file alone left
    // the two cores idle a third of the time, waiting on pages, polls and tasks.
    maxWorkers: E2E_WORKERS,
    // The files share their worker's loaded modules (Playwright, contracts, filters): each file
    // set up its own before, 50 s of imports in all.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Pages answer later when two files share the cores: a poll waits up to 10 s, not Vitest's 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
