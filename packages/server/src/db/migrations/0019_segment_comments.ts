import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { idColumn } from './columns.js';

// Comments on a segment, written and resolved in the editor's Comments panel; QA's
// unresolvedComments check counts those not resolved (issue #12).
export function segmentComments(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await idColumn(dialect)(db.schema.createTable('segment_comments'))
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('job_id', 'integer', (c) =>
          c.notNull().references('jobs.id').onDelete('cascade'),
        )
        .addColumn('segment_id', 'integer', (c) =>
          c.notNull().references('segments.id').onDelete('cascade'),
        )
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        // Names are kept as text so that the comment outlives its author and resolver.
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('resolved_at', 'text')
        .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('resolved_by_name', 'text')
        .execute();
      await db.schema
        .createIndex('segment_comments_job_segment')
        .on('segment_comments')
        .columns(['job_id', 'segment_id'])
        .execute();
    },
  };
}
