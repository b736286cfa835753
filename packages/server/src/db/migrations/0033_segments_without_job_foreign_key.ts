import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// PostgreSQL checks a foreign key by a trigger per inserted row: a job import writes every segment
// of its file, and the check of their job doubled the time of writing them (100k segments: 564–575
// against 254–263 ms in psql). A trigger per DELETE statement on jobs takes the jobs' segments away
// instead, as the key's cascade did (a project's deletion reaches it through its jobs' cascade).
// An import holds its job's row while it writes (segmentBatches.ts holdJob), as each row's check
// did; a split moves segments into a job it made in the same transaction. SQLite looks the job up
// by its rowid at no measurable cost, and keeps its key.
export function segmentsWithoutJobForeignKey(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`create function jobs_forget_segments() returns trigger language plpgsql as $$
        begin
          delete from segments s using gone where s.job_id = gone.id;
          return null;
        end $$`.execute(db);
      await sql`create trigger jobs_forget_segments after delete on jobs
        referencing old table as gone for each statement
        execute function jobs_forget_segments()`.execute(db);
      await sql`alter table segments drop constraint segments_job_id_fkey`.execute(db);
    },
  };
}
