import type { Insertable, Kysely } from 'kysely';
import type { Database, ReferenceFileTable } from '../../db/schema.js';
import type { OwnerRef } from '../assignments/index.js';

type Db = Kysely<Database>;

const ownerColumn = (owner: OwnerRef) =>
  owner.kind === 'project' ? ('project_id' as const) : ('template_id' as const);

const referenceColumns = [
  'r.id',
  'r.organization_id',
  'r.project_id',
  'r.template_id',
  'r.name',
  'r.note',
  'r.blob_key',
  'r.size',
  'r.created_by',
  'r.created_by_name',
  'r.created_at',
] as const;

export async function insertReference(
  db: Db,
  values: Omit<Insertable<ReferenceFileTable>, 'id'>,
): Promise<number> {
  const row = await db
    .insertInto('reference_files')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function selectReferences(db: Db, owner: OwnerRef) {
  return db
    .selectFrom('reference_files as r')
    .select(referenceColumns)
    .where(`r.${ownerColumn(owner)}` as const, '=', owner.id)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}
export type ReferenceRow = Awaited<ReturnType<typeof selectReferences>>[number];

/** The organization's references of these ids, with the uid of a project's (for its access check). */
export function findReferences(db: Db, organizationId: number, ids: readonly number[]) {
  return db
    .selectFrom('reference_files as r')
    .leftJoin('projects as p', 'p.id', 'r.project_id')
    .select(referenceColumns)
    .select('p.uid as project_uid')
    .where('r.organization_id', '=', organizationId)
    .where('r.id', 'in', ids)
    .orderBy('r.id')
    .execute();
}

export async function deleteReferenceRows(db: Db, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('reference_files').where('id', 'in', ids).execute();
}

/** Of these blob keys, those no reference row points to any more. */
export async function unusedBlobKeys(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = await db
    .selectFrom('reference_files')
    .select('blob_key')
    .where('blob_key', 'in', keys)
    .execute();
  const stillUsed = new Set(used.map((row) => row.blob_key));
  return [...new Set(keys)].filter((key) => !stillUsed.has(key));
}

// The project's copies share the template's blobs (see unusedBlobKeys).
export async function copyReferences(db: Db, templateId: number, projectId: number) {
  const rows = await selectReferences(db, { kind: 'template', id: templateId });
  if (rows.length === 0) return;
  await db
    .insertInto('reference_files')
    .values(
      rows.map((row) => ({
        project_id: projectId,
        template_id: null,
        organization_id: row.organization_id,
        name: row.name,
        note: row.note,
        blob_key: row.blob_key,
        size: row.size,
        created_by: row.created_by,
        created_by_name: row.created_by_name,
        created_at: row.created_at,
      })),
    )
    .execute();
}
