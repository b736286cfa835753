import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { idColumn, type Builder } from './columns.js';

// Projects, their templates and saved list filters; every list index starts with organization_id.
export function projects(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const id = idColumn(dialect);
      const table = (name: string): Builder => id(db.schema.createTable(name));
      const index = (name: string, on: string, columns: string[]) =>
        db.schema.createIndex(name).on(on).columns(columns).execute();

      await lookupColumns(table('project_templates'))
        .addColumn('template_name', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('source_lang', 'text')
        .addColumn('owner_id', 'integer', (c) => c.references('users.id'))
        .addColumn('source_seg_rule_id', 'integer', (c) => c.references('seg_rules.id'))
        .addColumn('target_seg_rule_id', 'integer', (c) => c.references('seg_rules.id'))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await index('project_templates_org_name', 'project_templates', [
        'organization_id',
        'template_name',
      ]);

      await lookupColumns(table('projects'))
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('internal_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('source_lang', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('date_due', 'text')
        .addColumn('buyer_id', 'integer', (c) =>
          c.references('organizations.id').onDelete('set null'),
        )
        .addColumn('project_template_id', 'integer', (c) =>
          c.references('project_templates.id').onDelete('set null'),
        )
        .addColumn('is_post_mortem_scoring', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('per_locale_mt', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('per_locale_mt_ids', 'text', (c) => c.notNull())
        .addColumn('auto_deletion_at', 'text', (c) => c.notNull())
        .addColumn('binned_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('projects_org_internal_id', ['organization_id', 'internal_id'])
        .execute();
      // Partial indexes of the projects out of the Recycle Bin, one per filter or sort; the id
      // last makes every order total and lets a page continue in index order.
      for (const column of [
        'created_at',
        'status',
        'owner_id',
        'client_id',
        'business_unit_id',
        'subject_id',
        'media_type_id',
        'source_lang',
        'auto_deletion_at',
      ]) {
        await sql`create index ${sql.id(`projects_listed_${column}`)} on projects
          (organization_id, ${sql.ref(column)}, id) where binned_at is null`.execute(db);
      }
      // The name filter and sort are case-insensitive.
      await sql`create index projects_listed_name on projects
        (organization_id, lower(name), id) where binned_at is null`.execute(db);
      await sql`create index projects_listed_id on projects
        (organization_id, id) where binned_at is null`.execute(db);
      // Overdue reads the due date and the status together.
      await sql`create index projects_listed_overdue on projects
        (organization_id, date_due, status, id) where binned_at is null`.execute(db);
      // The Recycle Bin list, and the sweep's two questions: which are due, which are past retention.
      await sql`create index projects_binned on projects
        (organization_id, binned_at) where binned_at is not null`.execute(db);
      await index('projects_bin_sweep', 'projects', ['binned_at', 'auto_deletion_at']);

      // Settings groups are read one project at a time, so they stay out of the listed rows.
      await projectChild(db, 'project_settings')
        .addColumn('pre_translate_settings', 'text', (c) => c.notNull())
        .addColumn('analysis_settings', 'text', (c) => c.notNull())
        .addColumn('quality_settings', 'text', (c) => c.notNull())
        .addColumn('automation_settings', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('project_settings_pk', ['project_id'])
        .execute();

      await projectChild(db, 'project_target_langs')
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('project_target_langs_pk', ['project_id', 'lang'])
        .execute();
      await index('project_target_langs_lang', 'project_target_langs', ['lang', 'project_id']);

      await projectChild(db, 'project_workflow_steps')
        .addColumn('workflow_step_id', 'integer', (c) =>
          c.notNull().references('workflow_steps.id'),
        )
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('scoring_model_id', 'integer', (c) => c.references('scoring_models.id'))
        .addPrimaryKeyConstraint('project_workflow_steps_pk', ['project_id', 'workflow_step_id'])
        .execute();
      await index('project_workflow_steps_step', 'project_workflow_steps', ['workflow_step_id']);

      await projectChild(db, 'project_vendors')
        .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
        .addPrimaryKeyConstraint('project_vendors_pk', ['project_id', 'vendor_id'])
        .execute();
      await index('project_vendors_vendor', 'project_vendors', ['vendor_id', 'project_id']);

      // The last internal id given per organization: one row updated atomically per new project.
      await db.schema
        .createTable('project_counters')
        .addColumn('organization_id', 'integer', (c) =>
          c.primaryKey().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('last_internal_id', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('project_filters')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('filters', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

// What projects and templates share: the organization, their creator and the lookups they point to.
function lookupColumns(builder: Builder): Builder {
  return builder
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
    .addColumn('business_unit_id', 'integer', (c) => c.references('business_units.id'))
    .addColumn('cost_center_id', 'integer', (c) => c.references('cost_centers.id'))
    .addColumn('subject_id', 'integer', (c) => c.references('subjects.id'))
    .addColumn('media_type_id', 'integer', (c) => c.references('media_types.id'))
    .addColumn('mt_settings_id', 'integer', (c) => c.references('mt_settings.id'))
    .addColumn('created_at', 'text', (c) => c.notNull());
}

function projectChild(db: Kysely<unknown>, name: string): Builder {
  return db.schema
    .createTable(name)
    .addColumn('project_id', 'integer', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    );
}
