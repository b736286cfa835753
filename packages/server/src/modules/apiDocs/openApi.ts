import { z } from 'zod';
import * as contracts from '@tessera/contracts';
import routeInputs from './routeInputs.json' with { type: 'json' };

/** Where a route reads its input from, by the contracts' schema names (`npm run docs:api`). */
export type RouteInputs = Partial<Record<'body' | 'query' | 'params', string>>;

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Answers without a session (the route's `config.public`). */
  public?: boolean;
}

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  schema: JsonSchema;
}

interface Operation {
  summary: string;
  security?: [];
  parameters?: Parameter[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  security: [{ session: [] }];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: { session: { type: 'apiKey'; in: 'cookie'; name: string } };
    schemas: Record<string, JsonSchema>;
  };
}

const description = [
  'Every call needs a session cookie (from POST /api/auth/login) unless it is public; every call',
  'other than GET, and every GET that writes, needs the header X-CSRF-Token with the session',
  'csrfToken. Records of another organization answer 404, as missing ones do. Errors answer',
  '{errorCode, errorDescription, errors?: [{field, message}], details?}; a bad request is 400 and',
  'names each bad field. A route listed without parameters or body validates its input itself',
  '(multipart uploads, forms); docs/api-notes.md describes the answers.',
].join(' ');

const inputsByRoute: Record<string, RouteInputs> = routeInputs;

function schemaNamed(name: string): z.ZodType | undefined {
  const candidate: unknown = (contracts as Record<string, unknown>)[name];
  return candidate instanceof z.ZodType ? candidate : undefined;
}

// The schema a request must satisfy; transforms and refinements have no JSON Schema and stay open.
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}

function parametersOf(schema: JsonSchema, place: Parameter['in']): Parameter[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
  }));
}

// Fastify's `:name` and `*` become OpenAPI's `{name}` and `{wildcard}`.
const openApiPath = (url: string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{wildcard}');

function operationOf(route: RegisteredRoute, schemas: Record<string, JsonSchema>): Operation {
  const inputs = inputsByRoute[`${route.method} ${route.url}`] ?? {};
  const operation: Operation = {
    summary: `${route.method} ${route.url}`,
    responses: { default: { description: 'The answer, or an error as described above.' } },
  };
  if (route.public) operation.security = [];
  const component = (name: string | undefined) => {
    const schema = name ? schemaNamed(name) : undefined;
    if (!name || !schema) return undefined;
    schemas[name] ??= jsonSchemaOf(schema);
    return schemas[name];
  };
  const pathNames = [...openApiPath(route.url).matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const params = component(inputs.params);
  const parameters = [
    ...(params
      ? parametersOf(params, 'path')
      : pathNames.map((name) => ({ name, in: 'path' as const, required: true, schema: {} }))),
    ...parametersOf(component(inputs.query) ?? {}, 'query'),
  ];
  if (parameters.length > 0) operation.parameters = parameters;
  if (component(inputs.body) && inputs.body) {
    const schema = { $ref: `#/components/schemas/${inputs.body}` };
    operation.requestBody = { required: true, content: { 'application/json': { schema } } };
  }
  return operation;
}

// The HTTP API as registered: API routes only (not the web app's files), HEAD left to GET.
export function buildOpenApi(routes: readonly RegisteredRoute[]): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument['paths'] = {};
  const apiRoutes = routes
    .filter((route) => route.method !== 'HEAD' && /^\/(api|web)\//.test(route.url))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of apiRoutes) {
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operationOf(
      route,
      schemas,
    );
  }
  const sortedSchemas = Object.fromEntries(
    Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)),
  );
  return {
    openapi: '3.1.0',
    info: { title: 'Tessera HTTP API', version: '9', description },
    security: [{ session: [] }],
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: contracts.SESSION_COOKIE },
      },
      schemas: sortedSchemas,
    },
  };
}
