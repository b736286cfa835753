import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  assetMessages,
  ProjectReferenceForm,
  TemplateReferenceForm,
  type ReferenceFile,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { fieldError, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { BlobNotFound, openBlobStorage, type BlobStorage } from '../../storage/blobStorage.js';
import { type OwnerKey, resolveOwner } from '../assignments/index.js';
import { bundle, contentTypeOf, type DownloadFile } from '../jobs/index.js';
import { type Viewer, viewerOf } from '../projects/index.js';
import {
  deleteReferenceRows,
  findReferences,
  insertReference,
  selectReferences,
  unusedBlobKeys,
  type ReferenceRow,
} from './queries.js';
import type { ReferenceForm } from './upload.js';

function present(row: ReferenceRow): ReferenceFile {
  return {
    id: row.id,
    name: row.name,
    note: row.note,
    dateCreated: row.created_at,
    createdBy: { id: row.created_by, userName: row.created_by_name },
  };
}

function ownerKeyOfForm(kind: OwnerKey['kind'], fields: Record<string, string>) {
  if (kind === 'project') {
    const { project, note } = parseInput(ProjectReferenceForm, fields);
    return { key: { kind, uid: project } satisfies OwnerKey, note };
  }
  const { template, note } = parseInput(TemplateReferenceForm, fields);
  return { key: { kind, id: template } satisfies OwnerKey, note };
}

/** Adds a reference (a file, a note, or both); on any failure the uploaded file is removed. */
export async function createReference(
  ctx: AppContext,
  auth: AuthContext,
  kind: OwnerKey['kind'],
  form: ReferenceForm,
): Promise<ReferenceFile> {
  const { file } = form;
  try {
    const { key, note } = ownerKeyOfForm(kind, form.fields);
    if (!file && note === null) throw fieldError('file', assetMessages.referenceFileOrNote);
    return await ctx.db.kysely.transaction().execute(async (db) => {
      const owner = await resolveOwner(ctx, db, viewerOf(auth), key, 'edit');
      const values = {
        project_id: owner.kind === 'project' ? owner.id : null,
        template_id: owner.kind === 'template' ? owner.id : null,
        organization_id: auth.organizationId,
        name: file?.name ?? null,
        note,
        blob_key: file?.key ?? null,
        size: file?.size ?? 0,
        created_by: auth.userId,
        created_by_name: auth.session.user.userName,
        created_at: ctx.clock.now().toISOString(),
      };
      return present({ id: await insertReference(db, values), ...values });
    });
  } catch (error) {
    if (file) await openBlobStorage(ctx.config).delete(file.key);
    throw error;
  }
}

export async function listReferences(
  ctx: AppContext,
  viewer: Viewer,
  key: OwnerKey,
): Promise<ReferenceFile[]> {
  const owner = await resolveOwner(ctx, ctx.db.kysely, viewer, key, 'read');
  return (await selectReferences(ctx.db.kysely, owner)).map(present);
}

/**
 * The references of these ids after checking the viewer may read (or edit) each one's project or
 * template; 404 when any is missing, of another organization, or not of the kind the call names.
 */
async function requireReferences(
  ctx: AppContext,
  db: Kysely<Database>,
  viewer: Viewer,
  ids: readonly number[],
  access: 'read' | 'edit',
  kind?: OwnerKey['kind'],
) {
  const rows = await findReferences(db, viewer.organizationId, ids);
  if (rows.length !== new Set(ids).size) throw notFound();
  const owners = new Map<string, OwnerKey>();
  for (const row of rows) {
    const key: OwnerKey | undefined =
      row.project_uid !== null
        ? { kind: 'project', uid: row.project_uid }
        : row.template_id !== null
          ? { kind: 'template', id: row.template_id }
          : undefined;
    if (!key || (kind && key.kind !== kind)) throw notFound();
    owners.set(JSON.stringify(key), key);
  }
  for (const key of owners.values()) await resolveOwner(ctx, db, viewer, key, access);
  return rows;
}

/** Deletes the references; a blob goes once no reference (a template's copy) uses it. */
export async function deleteReferences(
  ctx: AppContext,
  viewer: Viewer,
  kind: OwnerKey['kind'],
  ids: readonly number[],
): Promise<void> {
  const unused = await ctx.db.kysely.transaction().execute(async (db) => {
    const rows = await requireReferences(ctx, db, viewer, ids, 'edit', kind);
    await deleteReferenceRows(db, ids);
    return unusedBlobKeys(
      db,
      rows.flatMap((row) => (row.blob_key ? [row.blob_key] : [])),
    );
  });
  const storage = openBlobStorage(ctx.config);
  for (const key of unused) await storage.delete(key);
}

export interface ReferenceDownload {
  name: string;
  contentType: string;
  body: Readable | Uint8Array;
}

async function blobOf(storage: BlobStorage, key: string): Promise<Readable> {
  try {
    return await storage.get(key);
  } catch (error) {
    if (error instanceof BlobNotFound) throw notFound();
    throw error;
  }
}

// A note without a file downloads as a text file of the note.
const noteFile = (row: ReferenceRow): DownloadFile => ({
  name: `note-${row.id}.txt`,
  data: new TextEncoder().encode(row.note ?? ''),
});

/** One reference as it is (streamed), several as one zip. */
export async function downloadReferences(
  ctx: AppContext,
  viewer: Viewer,
  ids: readonly number[],
): Promise<ReferenceDownload> {
  const rows = await requireReferences(ctx, ctx.db.kysely, viewer, ids, 'read');
  const storage = openBlobStorage(ctx.config);
  const [only] = rows;
  if (only && rows.length === 1) {
    if (!only.blob_key || only.name === null) {
      const file = noteFile(only);
      return { name: file.name, contentType: contentTypeOf(file.name), body: file.data };
    }
    const body = await blobOf(storage, only.blob_key);
    return { name: only.name, contentType: contentTypeOf(only.name), body };
  }
  const files: DownloadFile[] = [];
  for (const row of rows) {
    if (!row.blob_key || row.name === null) files.push(noteFile(row));
    else
      files.push({
        name: row.name,
        data: Buffer.concat(await (await blobOf(storage, row.blob_key)).toArray()),
      });
  }
  const zip = bundle(files, 'references.zip');
  return { name: zip.name, contentType: contentTypeOf(zip.name), body: zip.data };
}
