import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { idColumn, type Builder } from './columns.js';

// Each row belongs to a project or to a template, never both; deleting either takes its rows.
function ownerColumns(builder: Builder, name: string): Builder {
  return builder
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (c) =>
      c.references('project_templates.id').onDelete('cascade'),
    )
    .addCheckConstraint(
      `${name}_one_owner`,
      sql`(project_id is null and template_id is not null) or (project_id is not null and template_id is null)`,
    );
}

// TM and TB assignments of projects and templates, and their reference files.
export function assignments(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = (name: string): Builder => idColumn(dialect)(db.schema.createTable(name));
      const ownerIndexes = async (name: string) => {
        await db.schema.createIndex(`${name}_project`).on(name).column('project_id').execute();
        await db.schema.createIndex(`${name}_template`).on(name).column('template_id').execute();
      };

      await ownerColumns(table('tm_assignments'), 'tm_assignments')
        .addColumn('tm_id', 'integer', (c) =>
          c.notNull().references('translation_memories.id').onDelete('cascade'),
        )
        .addColumn('target_lang', 'text', (c) => c.notNull())
        // Null is the Default step; a step's own rows override it for that step and locale.
        .addColumn('workflow_step_id', 'integer', (c) =>
          c.references('workflow_steps.id').onDelete('cascade'),
        )
        .addColumn('read_mode', 'integer', (c) => c.notNull())
        .addColumn('write_mode', 'integer', (c) => c.notNull())
        .addColumn('penalty', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await ownerIndexes('tm_assignments');
      await db.schema
        .createIndex('tm_assignments_tm')
        .on('tm_assignments')
        .column('tm_id')
        .execute();

      await ownerColumns(table('tb_assignments'), 'tb_assignments')
        .addColumn('tb_id', 'integer', (c) =>
          c.notNull().references('term_bases.id').onDelete('cascade'),
        )
        .addColumn('target_lang', 'text', (c) => c.notNull())
        .addColumn('read_mode', 'integer', (c) => c.notNull())
        .addColumn('write_mode', 'integer', (c) => c.notNull())
        .addColumn('quality_assurance', 'integer', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await ownerIndexes('tb_assignments');
      await db.schema
        .createIndex('tb_assignments_tb')
        .on('tb_assignments')
        .column('tb_id')
        .execute();

      await ownerColumns(table('reference_files'), 'reference_files')
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        // Null name and blob: a note without a file.
        .addColumn('name', 'text')
        .addColumn('note', 'text')
        // Rows copied from a template share its blob; the blob goes with the last row.
        .addColumn('blob_key', 'text')
        .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await ownerIndexes('reference_files');
      await db.schema
        .createIndex('reference_files_blob')
        .on('reference_files')
        .column('blob_key')
        .execute();
    },
  };
}
