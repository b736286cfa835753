import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { idColumn } from './columns.js';

// Scoring model imports (issue #15): a name's versions are kept side by side, one row each, and
// Sampled Post-Delivery QA maps project templates to the model that scores their projects.
export function scoringModels(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create unique index scoring_models_name_version on scoring_models (organization_id, name, version)`.execute(
        db,
      );
      await idColumn(dialect)(db.schema.createTable('sampled_qa_mappings'))
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('project_template_id', 'integer', (c) =>
          c.notNull().unique().references('project_templates.id').onDelete('cascade'),
        )
        .addColumn('scoring_model_id', 'integer', (c) =>
          c.notNull().references('scoring_models.id'),
        )
        .execute();
    },
  };
}
