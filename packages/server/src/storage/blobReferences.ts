import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { BlobStorage } from './blobStorage.js';

type Db = Kysely<Database>;

// A key as LocalBlobStorage makes them, wherever a task's payload holds one.
const keyInText = /[0-9a-f]{2}\/[0-9a-f-]{36}/g;
// Keys per query: well within the bound parameters of both databases.
const KEYS_PER_QUERY = 1000;

/**
 * Of these keys, those a row still needs: a job's file or skeleton, a reference file (a
 * template's and its projects' copies share one), the upload of a task still running.
 */
export async function referencedBlobKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const used = new Set<string>();
  if (keys.length === 0) return used;
  for (let at = 0; at < keys.length; at += KEYS_PER_QUERY) {
    const batch = keys.slice(at, at + KEYS_PER_QUERY);
    const rows = await db
      .selectFrom('jobs')
      .select('file_blob_key as key')
      .where('file_blob_key', 'in', batch)
      .union(
        db
          .selectFrom('jobs')
          .select(sql<string>`skeleton_blob_key`.as('key'))
          .where('skeleton_blob_key', 'in', batch),
      )
      .union(
        db
          .selectFrom('reference_files')
          .select(sql<string>`blob_key`.as('key'))
          .where('blob_key', 'in', batch),
      )
      .execute();
    for (const row of rows) used.add(row.key);
  }
  const wanted = new Set(keys);
  const running = await db
    .selectFrom('background_tasks')
    .select('payload')
    .where('status', '=', 'RUNNING')
    .execute();
  for (const { payload } of running)
    for (const [key] of payload.matchAll(keyInText)) if (wanted.has(key)) used.add(key);
  return used;
}

/**
 * Deletes those of the blobs no row needs any more. Called once the transaction that let go of
 * them has committed, so a transaction that fails loses no file.
 */
export async function purgeBlobs(
  db: Db,
  storage: BlobStorage,
  keys: readonly string[],
): Promise<number> {
  const candidates = [...new Set(keys)];
  const used = await referencedBlobKeys(db, candidates);
  const unused = candidates.filter((key) => !used.has(key));
  for (const key of unused) await storage.delete(key);
  return unused.length;
}
