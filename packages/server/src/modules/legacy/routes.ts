import type { FastifyInstance } from 'fastify';
import { LEGACY_PAGE_PREFIX, shellMessages } from '@tessera/contracts';

const NOT_FOUND_SCRIPT = '/legacyNotFound.js';

// Sent to the embedding host page with the legacy pages' own message (spec 002 section 2).
const notFoundScript = `if (window.parent !== window) {
  window.parent.postMessage(
    { type: 'NAVIGATE_PATH', path: '/web/error/notFound' },
    window.location.origin,
  );
}
`;

const notFoundPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${shellMessages.pageNotFound}</title>
<script src="${NOT_FOUND_SCRIPT}"></script></head>
<body><h1>${shellMessages.pageNotFound}</h1><p><a href="/web" target="_top">Go to the home page</a></p></body>
</html>
`;

/**
 * Legacy pages load from LEGACY_PAGE_PREFIX of the web host, where a proxy in front serves them.
 * A request that reaches us instead finds no legacy page: the frame moves its host to not-found.
 */
export function legacyRoutes(app: FastifyInstance): void {
  const isPublic = { config: { public: true } };
  app.get(`${LEGACY_PAGE_PREFIX}/*`, isPublic, async (_request, reply) =>
    reply.status(404).type('text/html; charset=utf-8').send(notFoundPage),
  );
  app.get(NOT_FOUND_SCRIPT, isPublic, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(notFoundScript),
  );
}
