import { defineConfig } from 'vitest/config';
import { serverProjects } from './packages/server/vitest.config.js';
import { LongFilesFirst } from './packages/server/test/longFilesFirst.js';

export default defineConfig({
  test: {
    // The server files mostly wait on HTTP, tasks and the database: three at a time keep both
    // cores busy.
    maxWorkers: 3,
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
