import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const config = await extractDepcruiseConfig(path.join(repoRoot, '.dependency-cruiser.cjs'));

// The project's own rules, as `npm run lint` runs them, over the files under baseDir.
async function cruiseWithProjectRules(baseDir: string, start: string[]): Promise<ICruiseResult> {
  const { output } = await cruise(start, {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser returned text');
  return output;
}

const violationsOf = (result: ICruiseResult) =>
  result.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();

// Server modules that depend on each other in a loop, whichever files the imports go through.
function moduleCycles(result: ICruiseResult): string[][] {
  const moduleOf = (file: string) => /^packages\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
  const edges = new Map<string, Set<string>>();
  for (const file of result.modules) {
    const from = moduleOf(file.source);
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (from && to && from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const cycles: string[][] = [];
  const walk = (trail: string[]) => {
    for (const next of edges.get(trail.at(-1) ?? '') ?? []) {
      if (next === trail[0]) cycles.push(trail);
      else if (!trail.includes(next) && next > trail[0]!) walk([...trail, next]);
    }
  };
  for (const start of edges.keys()) walk([start]);
  return cycles;
}

describe('module boundaries (dependency-cruiser, run by npm run lint and npm test)', () => {
  let scratch: string;
  let result: ICruiseResult;
  const files: Record<string, string> = {
    // A web feature reaching into others, spelled every way an import can be.
    'packages/web/src/features/alpha/Page.tsx': [
      "import { beta } from '../beta/Beta.js';",
      "import { gamma } from '../../features/gamma/index.js';",
      "import type { Delta } from '../delta';",
      "import { own } from './own.js';",
      "import { Shared } from '../../components/Shared.js';",
      "export { epsilon } from '../../../src/features/epsilon/epsilon.js';",
      "export const zeta = () => import('../zeta/Zeta.js');",
      'export const page = [beta, gamma, own, Shared] as unknown as Delta;',
    ].join('\n'),
    'packages/web/src/features/alpha/own.ts': 'export const own = 1;',
    'packages/web/src/components/Shared.tsx': 'export const Shared = 1;',
    'packages/web/src/features/beta/Beta.tsx': 'export const beta = 1;',
    'packages/web/src/features/gamma/index.ts': 'export const gamma = 1;',
    'packages/web/src/features/delta/index.ts': 'export type Delta = number;',
    'packages/web/src/features/epsilon/epsilon.ts': 'export const epsilon = 1;',
    'packages/web/src/features/zeta/Zeta.tsx': 'export const zeta = 1;',
    // One server module entering another through its index, its worker entry, once deep, and the
    // two in a loop.
    'packages/server/src/modules/orders/service.ts': [
      "import { invoiceTotal } from '../invoices/index.js';",
      "import { invoiceRows } from '../invoices/queries.js';",
      "import { invoiceParse } from '../invoices/worker.js';",
      'export const orderTotal = () => invoiceTotal() + invoiceRows() + invoiceParse();',
    ].join('\n'),
    'packages/server/src/modules/orders/index.ts': "export { orderTotal } from './service.js';",
    'packages/server/src/modules/orders/routes.ts': "export { orderTotal } from './service.js';",
    'packages/server/src/modules/invoices/index.ts': "export { invoiceTotal } from './service.js';",
    'packages/server/src/modules/invoices/service.ts': [
      "import { orderTotal } from '../orders/index.js';",
      'export const invoiceTotal = () => 1;',
      'export const withOrders = () => orderTotal();',
    ].join('\n'),
    'packages/server/src/modules/invoices/queries.ts': 'export const invoiceRows = () => 1;',
    'packages/server/src/modules/invoices/worker.ts': 'export const invoiceParse = () => 1;',
    // The composition root takes routes.ts; infrastructure must go through index.ts.
    'packages/server/src/modules/index.ts': "export { orderTotal } from './orders/routes.js';",
    'packages/server/src/http/billing.ts':
      "export { orderTotal } from '../modules/orders/service.js';",
    // Two files that import each other at run time.
    'packages/core/src/first.ts':
      "import { second } from './second.js';\nexport const first = second;",
    'packages/core/src/second.ts':
      "import { first } from './first.js';\nexport const second = first;",
  };

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'tessera-boundaries-'));
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
      await writeFile(path.join(scratch, file), `${text}\n`);
    }
    result = await cruiseWithProjectRules(scratch, ['packages']);
  });

  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('refuses a feature-to-feature import in every spelling, new feature folders included', () => {
    const alpha = 'packages/web/src/features/alpha/Page.tsx';
    expect(violationsOf(result).filter((line) => line.startsWith('web-'))).toEqual([
      `web-features-independent: ${alpha} -> packages/web/src/features/beta/Beta.tsx`,
      `web-features-independent: ${alpha} -> packages/web/src/features/delta/index.ts`,
      `web-features-independent: ${alpha} -> packages/web/src/features/epsilon/epsilon.ts`,
      `web-features-independent: ${alpha} -> packages/web/src/features/gamma/index.ts`,
      `web-features-independent: ${alpha} -> packages/web/src/features/zeta/Zeta.tsx`,
    ]);
  });

  it('refuses a deep import into another server module, from a module or from infrastructure, and takes its index or worker entry', () => {
    expect(violationsOf(result).filter((line) => line.startsWith('server-'))).toEqual([
      'server-module-through-index: packages/server/src/modules/orders/service.ts -> packages/server/src/modules/invoices/queries.ts',
      'server-outside-through-index: packages/server/src/http/billing.ts -> packages/server/src/modules/orders/service.ts',
    ]);
  });

  it('refuses an import cycle, each reported once', () => {
    expect(violationsOf(result).filter((line) => line.startsWith('no-circular'))).toEqual([
      'no-circular: packages/core/src/first.ts -> packages/core/src/second.ts',
      'no-circular: packages/server/src/modules/invoices/index.ts -> packages/server/src/modules/invoices/service.ts',
    ]);
    expect(moduleCycles(result)).toEqual([['invoices', 'orders']]);
  });

  it('finds no server modules depending on each other in a loop in the real tree', async () => {
    const tree = await cruiseWithProjectRules(repoRoot, ['packages/server/src']);
    expect(moduleCycles(tree)).toEqual([]);
    expect(violationsOf(tree)).toEqual([]);
  });
});
