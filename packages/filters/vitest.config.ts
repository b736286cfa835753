import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'filters', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
