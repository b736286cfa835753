import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { buildOpenApi, type OpenApiDocument, type RegisteredRoute } from './openApi.js';

const routesOf = new WeakMap<FastifyInstance, RegisteredRoute[]>();

// The OpenAPI document of the app's routes as registered.
export function openApiDocumentOf(app: FastifyInstance): OpenApiDocument {
  return buildOpenApi(routesOf.get(app) ?? []);
}

// Registered first, so it sees every route the modules add after it. Session-only, as the API is.
export function apiDocsRoutes(app: FastifyInstance, _ctx: AppContext): void {
  const routes: RegisteredRoute[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', ({ method, url, config }) => {
    const open = config?.public === true;
    for (const one of [method].flat()) routes.push({ method: one, url, public: open });
  });
  // Built on first use: every route is registered by then.
  let document: OpenApiDocument | undefined;
  app.get('/api/docs', async () => (document ??= openApiDocumentOf(app)));
}
