import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { idColumn, type Builder } from './columns.js';

// Analyses with their per-job figures, and the targets of a workflow level at its completion
// (what a Compare analysis measures the current targets against).
export function analyses(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = (name: string): Builder => idColumn(dialect)(db.schema.createTable(name));

      await table('analyses')
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('project_id', 'integer', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('inner_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('total', 'text', (c) => c.notNull())
        .addColumn('task_id', 'text', (c) => c.notNull().unique())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('analyses_project_inner_id', ['project_id', 'inner_id'])
        .execute();

      // The last inner id given per project: one row updated atomically per new analysis.
      await db.schema
        .createTable('analysis_counters')
        .addColumn('project_id', 'integer', (c) =>
          c.primaryKey().references('projects.id').onDelete('cascade'),
        )
        .addColumn('last_inner_id', 'integer', (c) => c.notNull())
        .execute();

      await table('analysis_jobs')
        .addColumn('analysis_id', 'integer', (c) =>
          c.notNull().references('analyses.id').onDelete('cascade'),
        )
        .addColumn('job_part_id', 'integer', (c) =>
          c.references('job_parts.id').onDelete('set null'),
        )
        .addColumn('ordinal', 'integer', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('source_lang', 'text', (c) => c.notNull())
        .addColumn('target_lang', 'text', (c) => c.notNull())
        .addColumn('workflow_level', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addUniqueConstraint('analysis_jobs_ordinal', ['analysis_id', 'ordinal'])
        .execute();

      await db.schema
        .createTable('segment_level_targets')
        .addColumn('job_id', 'integer', (c) =>
          c.notNull().references('jobs.id').onDelete('cascade'),
        )
        .addColumn('workflow_level', 'integer', (c) => c.notNull())
        .addColumn('ordinal', 'integer', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('saved_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('segment_level_targets_pk', [
          'job_id',
          'workflow_level',
          'ordinal',
        ])
        .execute();
    },
  };
}
