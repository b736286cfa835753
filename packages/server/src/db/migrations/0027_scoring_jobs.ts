import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { idColumn } from './columns.js';

// Scoring jobs (issue #15): one per job part of a scoring step with a model, or per delivered part
// of a Sampled Post-Delivery QA project with the segments of its sample, gathered in a group per
// project, step and target locale, and the errors a reviser recorded, from which the score is
// computed.
export function scoringJobs(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await idColumn(dialect)(db.schema.createTable('scoring_groups'))
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('project_id', 'integer', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('workflow_step_id', 'integer', (c) =>
          c.notNull().references('workflow_steps.id'),
        )
        .addColumn('target_lang', 'text', (c) => c.notNull())
        .addColumn('scoring_model_id', 'integer', (c) =>
          c.notNull().references('scoring_models.id'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('scoring_groups_project_step_target', [
          'project_id',
          'workflow_step_id',
          'target_lang',
        ])
        .execute();
      await idColumn(dialect)(db.schema.createTable('scoring_jobs'))
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('job_part_id', 'integer', (c) =>
          c.notNull().unique().references('job_parts.id').onDelete('cascade'),
        )
        .addColumn('scoring_group_id', 'integer', (c) =>
          c.notNull().references('scoring_groups.id').onDelete('cascade'),
        )
        .addColumn('scoring_model_id', 'integer', (c) =>
          c.notNull().references('scoring_models.id'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('score', 'real')
        .addColumn('passing', 'integer')
        .addColumn('scored_word_count', 'integer')
        .addColumn('penalty_points', 'real')
        .addColumn('sampled_words', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await idColumn(dialect)(db.schema.createTable('scoring_errors'))
        .addColumn('scoring_job_id', 'integer', (c) =>
          c.notNull().references('scoring_jobs.id').onDelete('cascade'),
        )
        .addColumn('segment_id', 'integer', (c) => c.references('segments.id').onDelete('set null'))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('subcategory', 'text', (c) => c.notNull())
        .addColumn('severity', 'text', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull())
        // The marked text of the segment's target, when the reviser marked one in the editor.
        .addColumn('span_start', 'integer')
        .addColumn('span_end', 'integer')
        .addColumn('span_text', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('scoring_jobs_group')
        .on('scoring_jobs')
        .column('scoring_group_id')
        .execute();
      await db.schema
        .createIndex('scoring_errors_job')
        .on('scoring_errors')
        .column('scoring_job_id')
        .execute();
      await db.schema
        .createTable('scoring_sample_segments')
        .addColumn('scoring_job_id', 'integer', (c) =>
          c.notNull().references('scoring_jobs.id').onDelete('cascade'),
        )
        .addColumn('segment_id', 'integer', (c) =>
          c.notNull().references('segments.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('scoring_sample_segments_pk', ['scoring_job_id', 'segment_id'])
        .execute();
    },
  };
}
