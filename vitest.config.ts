import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/core',
      'packages/filters',
      'packages/server',
      'packages/web',
    ],
  },
});
