import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { idColumn, type Builder } from './columns.js';

// Jobs, their parts per workflow step, the segments they share, and the mail outbox.
export function jobs(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = (name: string): Builder => idColumn(dialect)(db.schema.createTable(name));
      const index = (name: string, on: string, columns: string[]) =>
        db.schema.createIndex(name).on(on).columns(columns).execute();

      await table('jobs')
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('project_id', 'integer', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('project_uid', 'text', (c) => c.notNull())
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('internal_id', 'integer', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.references('jobs.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('source_lang', 'text', (c) => c.notNull())
        .addColumn('target_lang', 'text', (c) => c.notNull())
        .addColumn('file_blob_key', 'text', (c) => c.notNull())
        .addColumn('skeleton_blob_key', 'text')
        .addColumn('format', 'text')
        .addColumn('import_settings', 'text', (c) => c.notNull())
        .addColumn('creation_task_id', 'text', (c) => c.notNull())
        .addColumn('creation_status', 'text', (c) => c.notNull())
        .addColumn('creation_error', 'text')
        .addColumn('segments_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('words_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('characters_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('jobs_project_internal_id', ['project_id', 'internal_id'])
        .execute();
      await index('jobs_creation_task', 'jobs', ['creation_task_id']);
      await index('jobs_file_blob', 'jobs', ['file_blob_key']);
      await index('jobs_org_status', 'jobs', ['organization_id', 'creation_status']);

      // The last internal job id given per project: one row updated atomically per new job.
      await db.schema
        .createTable('job_counters')
        .addColumn('project_id', 'integer', (c) =>
          c.primaryKey().references('projects.id').onDelete('cascade'),
        )
        .addColumn('last_internal_id', 'integer', (c) => c.notNull())
        .execute();

      await table('job_parts')
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('project_id', 'integer', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('job_id', 'integer', (c) =>
          c.notNull().references('jobs.id').onDelete('cascade'),
        )
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('workflow_level', 'integer', (c) => c.notNull())
        .addColumn('workflow_step_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('date_due', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('job_parts_job_level', ['job_id', 'workflow_level'])
        .execute();
      // The project job list: one level of one project, filtered or sorted by these.
      await index('job_parts_project_level', 'job_parts', ['project_id', 'workflow_level', 'id']);
      await index('job_parts_project_status', 'job_parts', ['project_id', 'status']);
      await index('job_parts_org_due', 'job_parts', ['organization_id', 'date_due']);

      await table('job_part_assignees')
        .addColumn('job_part_id', 'integer', (c) =>
          c.notNull().references('job_parts.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id').onDelete('cascade'))
        .execute();
      await index('job_part_assignees_part', 'job_part_assignees', ['job_part_id']);
      await index('job_part_assignees_user', 'job_part_assignees', ['user_id', 'job_part_id']);

      await table('job_part_status_changes')
        .addColumn('job_part_id', 'integer', (c) =>
          c.notNull().references('job_parts.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('organization_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await index('job_part_status_changes_part', 'job_part_status_changes', ['job_part_id', 'id']);

      await table('segments')
        .addColumn('job_id', 'integer', (c) =>
          c.notNull().references('jobs.id').onDelete('cascade'),
        )
        .addColumn('ordinal', 'integer', (c) => c.notNull())
        .addColumn('unit_id', 'text', (c) => c.notNull())
        .addColumn('sentence_index', 'integer', (c) => c.notNull())
        .addColumn('lead', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('gap', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('context_key', 'text')
        .addColumn('note', 'text')
        .addColumn('max_length', 'integer')
        .addColumn('words_count', 'integer', (c) => c.notNull())
        .addColumn('characters_count', 'integer', (c) => c.notNull())
        .addColumn('match_origin', 'text')
        .addColumn('confirmed_levels', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_levels', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('modified_at', 'text')
        .addColumn('modified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addUniqueConstraint('segments_job_ordinal', ['job_id', 'ordinal'])
        .execute();

      await table('outbox')
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('cc_address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('bcc_address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('send_after', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await index('outbox_due', 'outbox', ['status', 'send_after']);
      await index('outbox_org_created', 'outbox', ['organization_id', 'created_at']);
    },
  };
}
