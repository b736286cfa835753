import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { idColumn } from './columns.js';

// The warnings of each job part's last QA run, with who ignored which and when (issue #12),
// and when that run was; a new run replaces the part's warnings.
export function qaWarnings(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await idColumn(dialect)(db.schema.createTable('qa_warnings'))
        .addColumn('job_part_id', 'integer', (c) =>
          c.notNull().references('job_parts.id').onDelete('cascade'),
        )
        .addColumn('segment_id', 'integer', (c) =>
          c.notNull().references('segments.id').onDelete('cascade'),
        )
        .addColumn('check_name', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        // '' when the check says no more than its message: an ignore is remembered by it.
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('ignored_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        // The name is kept as text so that the record outlives the user.
        .addColumn('ignored_by_name', 'text')
        .addColumn('ignored_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('qa_warnings_part_segment')
        .on('qa_warnings')
        .columns(['job_part_id', 'segment_id'])
        .execute();
      await db.schema
        .createTable('qa_runs')
        .addColumn('job_part_id', 'integer', (c) =>
          c.primaryKey().references('job_parts.id').onDelete('cascade'),
        )
        .addColumn('ran_at', 'text', (c) => c.notNull())
        .addColumn('ran_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
    },
  };
}
