import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { idColumn } from './columns.js';

// A version per segment, so an editor save against an older one is refused (409), and every
// change of a target kept with who, when, the workflow level, the origin and the operation's
// trace id (issue #12: segment history and the audit report of spec 001).
export function segmentHistory(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('segments')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await idColumn(dialect)(db.schema.createTable('segment_history'))
        .addColumn('segment_id', 'integer', (c) =>
          c.notNull().references('segments.id').onDelete('cascade'),
        )
        .addColumn('job_id', 'integer', (c) =>
          c.notNull().references('jobs.id').onDelete('cascade'),
        )
        .addColumn('workflow_level', 'integer', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('match_origin', 'text')
        .addColumn('match_score', 'integer')
        // The name is kept as text so that the record outlives the user.
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('trace_id', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('segment_history_segment')
        .on('segment_history')
        .columns(['segment_id', 'id'])
        .execute();
      await db.schema
        .createIndex('segment_history_job_time')
        .on('segment_history')
        .columns(['job_id', 'created_at'])
        .execute();
    },
  };
}
