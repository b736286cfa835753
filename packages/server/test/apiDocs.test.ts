import fs from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMarkdownFile,
  apiMarkdownText,
  routeInputsFile,
  routeInputsText,
} from '../../../scripts/apiDocs/generate.js';
import type { OpenApiDocument } from '../src/modules/apiDocs/index.js';
import { routeTable, startServer, type TestServer } from './harness.js';

let server: TestServer;
let document: OpenApiDocument;
let documentText: string;

beforeAll(async () => {
  server = await startServer();
  const admin = await server.as('admin');
  const reply = await admin.get<OpenApiDocument>('/api/docs');
  expect(reply.status).toBe(200);
  document = reply.body;
  documentText = reply.text;
});
afterAll(() => server.close());

describe('GET /api/docs', () => {
  it('answers a valid OpenAPI 3 document', async () => {
    const specification: Record<string, unknown> = JSON.parse(documentText);
    const result = await new Validator().validate(specification);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\./);
  });

  it('lists every registered API route, and no other', () => {
    const registered = routeTable(server.app)
      .filter(({ method, url }) => method !== 'HEAD' && /^\/(api|web)\//.test(url))
      .map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(registered.sort());
    expect(listed).toContain('GET /web/api/v9/project/postponeDeletion');
  });

  it("describes a route's body and query by the contracts' schemas", () => {
    expect(document.paths['/api/project']?.post?.requestBody?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ProjectCreateInput' } },
    });
    expect(document.components.schemas.ProjectCreateInput).toMatchObject({
      type: 'object',
      required: ['name'],
      properties: expect.objectContaining({ targetLocales: expect.anything() }),
    });
    expect(document.paths['/api/project']?.get?.parameters).toEqual([
      { name: 'uid', in: 'query', required: true, schema: expect.objectContaining({}) },
    ]);
  });

  it('marks the routes that answer without a session', () => {
    const open = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(open).toEqual(['POST /api/auth/login', 'GET /web/healthApi']);
  });

  it('answers 401 without a session', async () => {
    expect((await server.anonymous().get('/api/docs')).status).toBe(401);
  });
});

describe('npm run docs:api', () => {
  it('has recorded the schema of every route as the route sources say', async () => {
    expect(fs.readFileSync(routeInputsFile, 'utf8')).toBe(await routeInputsText());
  });

  it('has written docs/api.md from the document the server serves', async () => {
    expect(fs.readFileSync(apiMarkdownFile, 'utf8')).toBe(await apiMarkdownText(document));
  });
});
