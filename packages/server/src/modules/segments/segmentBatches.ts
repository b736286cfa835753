import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { textOfBytes } from '../../db/textOfBytes.js';
import { deleteSegmentsOfJob } from './queries.js';
import { tuplesOfBatch, type SegmentBatch, type SegmentTuple } from './segmentTuples.js';

const columnNames = `(job_id, ordinal, unit_id, sentence_index, lead, gap, source, target,
  context_key, note, max_length, words_count, characters_count, confirmed_levels, locked_levels)`;
const columns = sql.raw(columnNames);

const columnList = sql.raw(columnNames.replace(/[()]/g, ''));
// What an import writes of a segment, but its job.
const importedColumns = sql.raw(columnNames.replace(/[()]/g, '').replace('job_id,', ''));

// SQLite: bound rows, this many to a statement whose text (and prepared statement) stays the same
// through an import's staging.
const ROWS_PER_INSERT = 100;
const rowPlaceholder = `(${Array(columnNames.split(',').length).fill('?').join(',')})`;
const rowPlaceholders = (rows: number) => Array(rows).fill(rowPlaceholder).join(',');

/**
 * PostgreSQL: holds the job's row against deletion until the transaction ends, as the foreign
 * key's check of each inserted row did before migration 0033; a job already gone fails the write.
 */
export async function holdJob(db: Kysely<Database>, jobId: number): Promise<void> {
  const held = await sql`select id from jobs where id = ${jobId} for key share`.execute(db);
  if (held.rows.length === 0)
    throw new Error(`Job ${jobId} is gone: its segments are not written.`);
}

/** PostgreSQL: inserts the batches as they come, one statement a batch, its job held. */
export async function insertSegmentBatches(
  db: Kysely<Database>,
  jobId: number,
  batches: AsyncIterable<SegmentBatch>,
): Promise<void> {
  await holdJob(db, jobId);
  for await (const batch of batches) {
    // jsonb: json's ->> parses the row's text again for every column (2.7x slower).
    await sql`insert into segments ${columns}
      select ${jobId}::int, (r->>0)::int, r->>1, (r->>2)::int, r->>3, r->>4, r->>5, r->>6,
        r->>7, r->>8, (r->>9)::int, (r->>10)::int, (r->>11)::int, (r->>12)::int, (r->>13)::int
      from jsonb_array_elements(${textOfBytes('postgres', batch)}::jsonb) with ordinality as t(r, n)
      order by n`.execute(db);
  }
}

/**
 * Replaces a job's segments with the imported columns of another job's (the same file read for
 * another target locale): the database copies them, where the batches were decoded and bound again.
 */
export async function copyImportedSegments(
  db: Kysely<Database>,
  dialect: Dialect,
  fromJobId: number,
  toJobId: number,
): Promise<void> {
  if (dialect === 'postgres') await holdJob(db, toJobId);
  await deleteSegmentsOfJob(db, toJobId);
  await sql`insert into segments ${columns}
    select ${toJobId}, ${importedColumns} from segments where job_id = ${fromJobId}
    order by ordinal`.execute(db);
}

let stagings = 0;

/**
 * SQLite: stages the batches in a temporary table as they come, a short statement each, so that
 * other requests' queries run between them on SQLite's one connection; `then` gets `copy`, which
 * replaces the job's segments with the staged ones inside the transaction it is given.
 */
export async function withStagedSegments<T>(
  db: Kysely<Database>,
  jobId: number,
  batches: AsyncIterable<SegmentBatch>,
  then: (copy: (trx: Kysely<Database>) => Promise<void>) => Promise<T>,
): Promise<T> {
  const name = `temp.staged_segments_${++stagings}`;
  const table = sql.table(name);
  await sql`create temp table ${table} as select ${columnList} from segments where 0`.execute(db);
  try {
    for await (const batch of batches) await insertBoundRows(db, name, jobId, tuplesOfBatch(batch));
    return await then(async (trx) => {
      await deleteSegmentsOfJob(trx, jobId);
      // Staged in file order: rowid order reads them so, where ordinal's would sort them again.
      await sql`insert into segments ${columns}
        select ${columnList} from ${table} order by rowid`.execute(trx);
    });
  } finally {
    await sql`drop table if exists ${table}`.execute(db);
  }
}

/**
 * SQLite, a job without segments (a new job's import): each batch goes straight into segments in
 * a short transaction of its own, so nothing is copied at the end; `then` runs in a transaction
 * after the last. A failure deletes what was written, leaving the job without segments, as it
 * was; a crash leaves them to the task's next run, which stages, or to its onFailed. Until then
 * the job is RUNNING, which the editor, QA and the job operations refuse.
 */
export async function withDirectSegments<T>(
  db: Kysely<Database>,
  jobId: number,
  batches: AsyncIterable<SegmentBatch>,
  then: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  try {
    for await (const batch of batches) {
      await db
        .transaction()
        .execute((trx) => insertBoundRows(trx, 'segments', jobId, tuplesOfBatch(batch)));
    }
    return await db.transaction().execute(then);
  } catch (error) {
    await deleteSegmentsOfJob(db, jobId);
    throw error;
  }
}

/**
 * SQLite's rows as bound parameters: a JSON text read by json_each took 1.8 times as long
 * (100k rows: 470 against 260 ms), its columns extracted one by one from each row's text.
 */
async function insertBoundRows(
  db: Kysely<Database>,
  table: string,
  jobId: number,
  rows: SegmentTuple[],
) {
  const fullInsert = `insert into ${table} ${columnNames} values ${rowPlaceholders(ROWS_PER_INSERT)}`;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const end = Math.min(start + ROWS_PER_INSERT, rows.length);
    const parameters: unknown[] = [];
    for (let index = start; index < end; index++) parameters.push(jobId, ...(rows[index] ?? []));
    const text =
      end - start === ROWS_PER_INSERT
        ? fullInsert
        : `insert into ${table} ${columnNames} values ${rowPlaceholders(end - start)}`;
    await db.executeQuery(CompiledQuery.raw(text, parameters));
  }
}
