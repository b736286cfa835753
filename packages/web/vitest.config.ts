import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    environment: 'node',
    // After the other projects, one file at a time as before: the pages' tests wait for the UI
    // with vi.waitFor's one second, which a busy core can run past.
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
    // The files share their worker's loaded modules (none replaces one with vi.mock): React and
    // Cloudscape are imported once, not once per file (73 files: 53 → 20 s).
    isolate: false,
  },
});
