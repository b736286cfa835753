import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files share their worker's loaded modules (none replaces one with vi.mock or changes
    // shared state): each file no longer imports the package again.
    isolate: false,
  },
});
