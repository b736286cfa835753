import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { serverMessages, type NamedRecord } from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import type { ErrorReply } from './tenants.js';

let server: TestServer;
let admin: ApiClient;
let pm: ApiClient;
let linguist: ApiClient;
beforeAll(async () => {
  server = await startServer();
  [admin, pm, linguist] = await Promise.all([
    server.as('admin'),
    server.as('pm'),
    server.as('linguist'),
  ]);
});
afterAll(() => server.close());

// The five named-record collections: setup path, lookup path, table and the Demo seed's names.
const collections = [
  {
    setup: 'clients',
    lookup: 'client',
    table: 'clients',
    seeded: ['Acme Corporation', 'Globex', 'Initech'],
  },
  {
    setup: 'businessUnits',
    lookup: 'businessUnit',
    table: 'business_units',
    seeded: ['Marketing', 'Product Documentation'],
  },
  {
    setup: 'costCenters',
    lookup: 'costCenter',
    table: 'cost_centers',
    seeded: ['CC-100 Localization', 'CC-200 Support'],
  },
  {
    setup: 'subjects',
    lookup: 'subject',
    table: 'subjects',
    seeded: ['Legal', 'Marketing', 'Medical', 'Software'],
  },
  {
    setup: 'mediaTypes',
    lookup: 'mediaType',
    table: 'media_types',
    seeded: ['Printed manual', 'User interface', 'Website'],
  },
] as const;

const names = (records: NamedRecord[]) => records.map((record) => record.name);

describe.each(collections)('setup of $setup', ({ setup, lookup, table, seeded }) => {
  const path = `/api/setup/${setup}`;

  it('lists the seeded records sorted by name, in setup and in the lookup', async () => {
    const listed = await admin.get<NamedRecord[]>(path);
    expect(listed.status).toBe(200);
    expect(names(listed.body)).toEqual(seeded);
    const looked = await linguist.get<NamedRecord[]>(`/web/api/v9/${lookup}/list`);
    expect(looked.status).toBe(200);
    expect(looked.body).toEqual(listed.body);
  });

  it('creates, renames and deletes a record', async () => {
    const created = await admin.post<NamedRecord>(path, { name: '  Zeta  ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Zeta' });
    const id = created.body.id;

    const renamed = await admin.put<NamedRecord>(`${path}/${id}`, { name: 'Aardvark' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id, name: 'Aardvark' });
    expect(names((await admin.get<NamedRecord[]>(path)).body)).toEqual(['Aardvark', ...seeded]);

    const deleted = await admin.delete(`${path}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect(names((await admin.get<NamedRecord[]>(path)).body)).toEqual(seeded);
    expect((await admin.delete(`${path}/${id}`)).status).toBe(404);
  });

  it('answers 409 naming the field for a duplicate name, on create and on rename', async () => {
    const duplicate = await admin.post<ErrorReply>(path, { name: seeded[0] });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      errorCode: 'Conflict',
      errorDescription: serverMessages.nameTaken,
      errors: [{ field: 'name', message: serverMessages.nameTaken }],
    });
    const other = await admin.post<NamedRecord>(path, { name: 'Rename me' });
    const renamed = await admin.put<ErrorReply>(`${path}/${other.body.id}`, { name: seeded[0] });
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors).toEqual([{ field: 'name', message: serverMessages.nameTaken }]);
    await admin.delete(`${path}/${other.body.id}`);
  });

  it('answers 400 naming the field for a blank or missing name and a bad id', async () => {
    const blank = await admin.post<ErrorReply>(path, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ field: 'name', message: 'The name is required' }]);
    const missing = await admin.post<ErrorReply>(path, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((error) => error.field)).toEqual(['name']);
    const badId = await admin.put<ErrorReply>(`${path}/abc`, { name: 'X' });
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toEqual([
      { field: 'id', message: 'The id must be a positive whole number' },
    ]);
    expect((await admin.put(`${path}/999999`, { name: 'X' })).status).toBe(404);
    expect((await admin.delete(`${path}/999999`)).status).toBe(404);
  });

  it('is for administrators only', async () => {
    const [first] = (await admin.get<NamedRecord[]>(path)).body;
    for (const client of [pm, linguist]) {
      expect((await client.get(path)).status).toBe(403);
      expect((await client.post(path, { name: 'Nope' })).status).toBe(403);
      expect((await client.put(`${path}/${first?.id}`, { name: 'Nope' })).status).toBe(403);
      expect((await client.delete(`${path}/${first?.id}`)).status).toBe(403);
    }
    expect(names((await admin.get<NamedRecord[]>(path)).body)).toEqual(seeded);
  });

  it('answers 401 without a session and 403 without the CSRF token', async () => {
    const anonymous = server.anonymous();
    expect((await anonymous.get(path)).status).toBe(401);
    expect((await anonymous.get(`/web/api/v9/${lookup}/list`)).status).toBe(401);
    const token = admin.csrfToken;
    admin.csrfToken = '';
    const refused = await admin.post<ErrorReply>(path, { name: 'No token' });
    admin.csrfToken = token;
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('CsrfTokenInvalid');
    expect(names((await admin.get<NamedRecord[]>(path)).body)).toEqual(seeded);
  });

  it('keeps a record another table still refers to, answering 409', async () => {
    const db = server.ctx.db.kysely;
    const referrer = `refers_to_${table}`;
    await db.schema
      .createTable(referrer)
      .addColumn('target_id', 'integer', (column) => column.notNull().references(`${table}.id`))
      .execute();
    const created = await admin.post<NamedRecord>(path, { name: 'Referenced' });
    await sql`insert into ${sql.table(referrer)} (target_id) values (${created.body.id})`.execute(
      db,
    );
    const refused = await admin.delete<ErrorReply>(`${path}/${created.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([{ field: 'id', message: serverMessages.inUse }]);
    expect(names((await admin.get<NamedRecord[]>(path)).body)).toContain('Referenced');
    await db.schema.dropTable(referrer).execute();
    expect((await admin.delete(`${path}/${created.body.id}`)).status).toBe(200);
  });
});
