import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const onPostgres = process.env.TESSERA_TEST_DIALECT === 'postgres';
const name = onPostgres ? 'server-postgres' : 'server';
const shared = {
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  // Files run side by side on two cores: one that parses or spawns waits for its share.
  testTimeout: 60_000,
  hookTimeout: 120_000,
};
// Files that need a module registry of their own: one replaces a module with vi.mock; the
// pre-translation files import preTranslateFixture.ts, which registers their hooks when imported.
const ownModuleFiles = [
  'test/loginHardening.test.ts',
  'test/preTranslate.test.ts',
  'test/preTranslateJobs.test.ts',
];
// Files that time real processes and tasks against short limits (a 12 s task expiry, a 1 s
// health poll): they run last, one at a time, on cores no other file is using.
const aloneFiles = ['test/twoProcesses.test.ts', 'test/hostileUploads.test.ts'];
// Files that run the same whatever TEST_DATABASE_URL says: the CLI and the startup log on their
// own SQLite files, and checks that open no database. The PostgreSQL run leaves them out.
const dialectFreeFiles = [
  'test/cli.test.ts',
  'test/startupLog.test.ts',
  'test/moduleBoundaries.test.ts',
  'test/workerImports.test.ts',
  'test/mtEngines.test.ts',
  'test/workerPool.test.ts',
  'test/tmFormats.test.ts',
  'src/modules/analysis/earlierSources.test.ts',
];
const notRunHere = onPostgres ? dialectFreeFiles : [];

/**
 * The root config's server projects: the files share each worker's loaded modules (isolate off,
 * seconds of import per file saved) and start on copies of a database migrated and seeded once
 * per run (test/globalSetup.ts); the files listed above run isolated, as before.
 */
export const serverProjects: TestProjectInlineConfiguration[] = [
  {
    root: import.meta.dirname,
    test: {
      ...shared,
      name,
      isolate: false,
      exclude: [...configDefaults.exclude, ...ownModuleFiles, ...aloneFiles, ...notRunHere],
      globalSetup: ['test/globalSetup.ts'],
    },
  },
  {
    root: import.meta.dirname,
    test: {
      ...shared,
      name: `${name}-isolated`,
      include: ownModuleFiles,
      globalSetup: ['test/globalSetup.ts'],
    },
  },
  {
    root: import.meta.dirname,
    test: {
      ...shared,
      name: `${name}-alone`,
      include: aloneFiles,
      globalSetup: ['test/globalSetup.ts'],
      maxWorkers: 1,
      sequence: { groupOrder: 2 },
    },
  },
];

// Running Vitest inside packages/server: every file isolated, each migrating its own database.
export default defineConfig({ test: { ...shared, name } });
