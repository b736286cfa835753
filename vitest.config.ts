import { defineConfig } from 'vitest/config';
import { serverProjects } from './packages/server/vitest.config.js';
import { LongFilesFirst } from './packages/server/test/longFilesFirst.js';

export default defineConfig({
  test: {
    // The server files wait on HTTP, tasks and PostgreSQL for part of their time: two at a time
    // keep both cores busy; a third starved the files that spawn servers or parse large files.
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      'packages/contracts',
      'packages/core',
      'packages/filters',
      ...serverProjects,
      'packages/web',
    ],
  },
});
