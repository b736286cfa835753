import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const config = await extractDepcruiseConfig(path.join(repoRoot, '.dependency-cruiser.cjs'));

/** The files and npm packages a module loads when it runs: type-only imports left out. */
async function loadedBy(file: string) {
  const { output } = await cruise([file], {
    ...config.options,
    baseDir: repoRoot,
    // The project's cruise leaves npm packages out; here they are what is counted.
    includeOnly: undefined,
    exclude: { path: '(^|/)(dist|\\.tmp|data)/' },
    tsPreCompilationDeps: false,
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser returned text');
  const sources = output.modules.filter((module) => !module.coreModule).map(({ source }) => source);
  const packageOf = (source: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  return {
    files: sources.filter((source) => source.startsWith('packages/')),
    packages: [...new Set(sources.flatMap((source) => packageOf(source) ?? []))].sort(),
  };
}

// Each module an import worker loads costs the first import after the worker idled: every filter
// and Kysely took 0.8 s of a TMX reader's cold start (1.1 s of a term base reader's), its own
// reader alone 0.3 s; Kysely and the segment queries 0.14 s of a job file parser's.
describe('what an import worker loads', () => {
  it('is the TMX reader and the libraries it reads with, not every filter nor the database layer', async () => {
    const loaded = await loadedBy('packages/server/src/modules/tm/readWorker.ts');
    expect(loaded.packages).toEqual(['fflate', 'iconv-lite', 'saxes', 'zod']);
    expect(loaded.files).toContain('packages/filters/src/formats/tmx/readTmx.ts');
    expect(loaded.files).not.toContain('packages/filters/src/index.ts');
    expect(loaded.files.filter((file) => file.startsWith('packages/server/src/db/'))).toEqual([]);
  });

  it('is the term readers (TBX, CSV, XLSX) for a term base, not every filter nor the database layer', async () => {
    const loaded = await loadedBy('packages/server/src/modules/tb/readWorker.ts');
    expect(loaded.packages).toEqual(['fflate', 'iconv-lite', 'saxes', 'zod']);
    for (const reader of ['tbx/readTbx', 'termCsv/readTermCsv', 'termXlsx/readTermXlsx'])
      expect(loaded.files).toContain(`packages/filters/src/formats/${reader}.ts`);
    expect(loaded.files).not.toContain('packages/filters/src/index.ts');
    expect(
      loaded.files.filter((file) => file.startsWith('packages/server/src/modules/tm/')),
    ).toEqual([]);
  });

  it('is the filters and the segmenter for a job file, not the database layer', async () => {
    const loaded = await loadedBy('packages/server/src/modules/jobs/parseWorker.ts');
    expect(loaded.packages).not.toContain('kysely');
    expect(loaded.files).toContain('packages/server/src/modules/segments/unitSegmenter.ts');
    expect(loaded.files.filter((file) => file.startsWith('packages/server/src/db/'))).toEqual([]);
  });
});
