import { defineConfig } from 'vitest/config';

const onPostgres = process.env.TESSERA_TEST_DIALECT === 'postgres';

export default defineConfig({
  test: {
    name: onPostgres ? 'server-postgres' : 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
