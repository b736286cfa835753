import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { RecordIdParams, type SetupCollection } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { requireRole, type AuthContext } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';

// What a write of the setup pages runs with: the transaction and who asks in which organization.
export interface SetupScope {
  db: Kysely<Database>;
  organizationId: number;
  auth: AuthContext;
  now: string;
}

export interface CollectionService<Item, CreateInput, UpdateInput> {
  list(db: Kysely<Database>, organizationId: number): Promise<Item[]>;
  create(scope: SetupScope, input: CreateInput): Promise<Item>;
  /** Answers 404 when the id is not a record of the scope's organization. */
  update(scope: SetupScope, id: number, input: UpdateInput): Promise<Item>;
  /** Absent where records are never deleted (users are disabled instead). */
  remove?(scope: SetupScope, id: number): Promise<void>;
}

export interface CollectionDefinition<
  Item,
  CreateSchema extends z.ZodType,
  UpdateSchema extends z.ZodType,
> {
  name: SetupCollection;
  createInput: CreateSchema;
  updateInput: UpdateSchema;
  service: CollectionService<Item, z.output<CreateSchema>, z.output<UpdateSchema>>;
}

export function inSetupTransaction<T>(
  ctx: AppContext,
  auth: AuthContext,
  work: (scope: SetupScope) => Promise<T>,
): Promise<T> {
  const now = ctx.clock.now().toISOString();
  return ctx.db.kysely
    .transaction()
    .execute((db) => work({ db, organizationId: auth.organizationId, auth, now }));
}

// GET, POST, PUT /:id and DELETE /:id of /api/setup/{collection}, for administrators only.
export function registerCollection<
  Item,
  CreateSchema extends z.ZodType,
  UpdateSchema extends z.ZodType,
>(
  app: FastifyInstance,
  ctx: AppContext,
  definition: CollectionDefinition<Item, CreateSchema, UpdateSchema>,
): void {
  const { service } = definition;
  const path = `/api/setup/${definition.name}`;

  app.get(path, async (request) => {
    const auth = requireRole(request, 'ADMIN');
    return service.list(ctx.db.kysely, auth.organizationId);
  });

  app.post(path, async (request, reply) => {
    const auth = requireRole(request, 'ADMIN');
    const input = parseInput(definition.createInput, request.body);
    const created = await inSetupTransaction(ctx, auth, (scope) => service.create(scope, input));
    return reply.status(201).send(created);
  });

  app.put(`${path}/:id`, async (request) => {
    const auth = requireRole(request, 'ADMIN');
    const { id } = parseInput(RecordIdParams, request.params);
    const input = parseInput(definition.updateInput, request.body);
    return inSetupTransaction(ctx, auth, (scope) => service.update(scope, id, input));
  });

  const remove = service.remove;
  if (!remove) return;
  app.delete(`${path}/:id`, async (request) => {
    const auth = requireRole(request, 'ADMIN');
    const { id } = parseInput(RecordIdParams, request.params);
    await inSetupTransaction(ctx, auth, (scope) => remove(scope, id));
    return { ok: true };
  });
}
