// Module boundaries, checked by `npm run lint` and `npm test` (docs/decisions/platform.md says why
// dependency-cruiser). Paths are matched after resolution, so every import spelling counts.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycles: move the shared piece down into the module that owns it. A cycle with a type-only link is erased at compile time and allowed.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'server-module-through-index',
      severity: 'error',
      comment:
        'A server module enters another only through its index.ts, or from a worker thread through its worker.ts (what needs no database, so the worker loads neither Kysely nor the queries).',
      from: { path: '^packages/server/src/modules/([^/]+)/' },
      to: {
        path: '^packages/server/src/modules/[^/]+/',
        pathNot: [
          '^packages/server/src/modules/$1/',
          '^packages/server/src/modules/[^/]+/(index|worker)\\.ts$',
        ],
      },
    },
    {
      name: 'server-outside-through-index',
      severity: 'error',
      comment:
        'Server code outside the modules enters one only through its index.ts; modules/index.ts, the composition root, takes every routes.ts, and tests may reach inside.',
      from: { path: '^packages/server/src/', pathNot: '^packages/server/src/modules/' },
      to: {
        path: '^packages/server/src/modules/[^/]+/',
        pathNot: '^packages/server/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'web-features-independent',
      severity: 'error',
      comment:
        'Web features never import each other; move the shared piece to src/components or src/api.',
      from: { path: '^packages/web/src/features/([^/]+)/' },
      to: {
        path: '^packages/web/src/features/([^/]+)/',
        pathNot: '^packages/web/src/features/$1/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tmp|data)/' },
    includeOnly: '^packages/',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
    },
  },
};
