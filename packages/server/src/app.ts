import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Db } from './db/database.js';
import { registerAuthentication } from './http/auth.js';
import { builtAssetGlobs, IMMUTABLE, registerBuiltAssets } from './http/builtAssets.js';
import { registerCompression } from './http/compression.js';
import { registerJsonBodyParser } from './http/jsonBody.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { handleError } from './http/errors.js';
import { createTaskQueue } from './tasks/queue.js';
import { modules } from './modules/index.js';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

// Largest upload the server accepts in one part; a larger one answers 413 and stores nothing.
const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

export async function buildApp(options: {
  db: Db;
  config: Config;
  clock: Clock;
  logger?: boolean;
}): Promise<BuiltApp> {
  const app = Fastify({
    logger: options.logger ? { level: options.config.logLevel } : false,
    trustProxy: options.config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
  });
  const tasks = createTaskQueue(options.db, options.config, options.clock, app.log);
  const ctx: AppContext = { db: options.db, config: options.config, clock: options.clock, tasks };

  app.setErrorHandler(handleError);
  registerSecurityHeaders(app, options.config);
  registerJsonBodyParser(app);
  await registerCompression(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 100 } });
  // Forms post their downloads url-encoded (spec 001 section 7).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const params = new URLSearchParams(String(body));
      const form: Record<string, string | string[]> = {};
      for (const key of new Set(params.keys())) {
        const values = params.getAll(key);
        form[key] = values.length > 1 ? values : (values[0] ?? '');
      }
      done(null, form);
    },
  );
  registerAuthentication(app, ctx);
  for (const register of modules) register(app, ctx);
  serveWeb(app, options.config);
  return { app, ctx };
}

// The built web app: files as they are, and index.html for every page route so the router takes over.
function serveWeb(app: FastifyInstance, config: Config): void {
  const dist = config.webDist;
  const index = dist ? path.join(dist, 'index.html') : undefined;
  if (dist && index && fs.existsSync(index)) {
    // The app's files are public: the sign-in page is one of them.
    void app.register(async (web) => {
      web.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await web.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        // registerBuiltAssets serves these from memory.
        globIgnore: builtAssetGlobs,
        // The build wrote a brotli and a gzip copy of each file: sent as they are when accepted.
        preCompressed: true,
        setHeaders: (response, filePath) => {
          if (path.relative(dist, filePath).startsWith(`assets${path.sep}`))
            response.header('cache-control', IMMUTABLE);
        },
      });
      registerBuiltAssets(web, dist);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/web/api/');
    if (request.method === 'GET' && !isApi && index && fs.existsSync(index)) {
      return reply.type('text/html').send(fs.createReadStream(index));
    }
    return reply.status(404).send({ errorCode: 'NotFound', errorDescription: 'Not found.' });
  });
}
