import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { idColumn, type Builder } from './columns.js';

export function foundation(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const id = idColumn(dialect);
      const table = (name: string): Builder => id(db.schema.createTable(name));

      await table('organizations')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('enable_post_mortem_scoring', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await table('users')
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('user_name', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('timezone', 'text')
        .addColumn('permissions', 'text')
        .addColumn('disable_project_sharing', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('cookie_consent_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('users_org_role')
        .on('users')
        .columns(['organization_id', 'role'])
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('csrf_token', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();

      await table('login_failures')
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_failures_address')
        .on('login_failures')
        .columns(['address', 'created_at'])
        .execute();

      for (const name of ['clients', 'business_units', 'cost_centers', 'subjects', 'media_types']) {
        await orgTable(table(name))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addUniqueConstraint(`${name}_org_name`, ['organization_id', 'name'])
          .execute();
      }

      await orgTable(table('workflow_steps'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('ord', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('workflow_steps_org_name', ['organization_id', 'name'])
        .execute();

      await orgTable(table('vendors'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('buyer_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('vendors_org_name', ['organization_id', 'name'])
        .execute();

      await orgTable(table('email_templates'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('cc_address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('bcc_address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('email_templates_org_name', ['organization_id', 'name'])
        .execute();

      await orgTable(table('mt_settings'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('base_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('api_key', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('mt_settings_org_name', ['organization_id', 'name'])
        .execute();

      await orgTable(table('seg_rules'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('rules', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('seg_rules_org_name', ['organization_id', 'name'])
        .execute();

      await db.schema
        .createTable('active_languages')
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('code', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('active_languages_pk', ['organization_id', 'code'])
        .execute();

      await db.schema
        .createTable('background_tasks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress', 'real')
        .addColumn('error', 'text')
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .execute();
      await db.schema
        .createIndex('background_tasks_status')
        .on('background_tasks')
        .columns(['status', 'locked_until'])
        .execute();

      await orgTable(table('metrics'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value', 'real', (c) => c.notNull())
        .addColumn('dimensions', 'text', (c) => c.notNull())
        .addColumn('is_latency', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await orgTable(table('tickets'))
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('problem_type', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('project_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('project_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('job_part_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source_locale', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('target_locale', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('due_date', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('workflow_step', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await orgTable(table('scoring_models'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('threshold', 'real', (c) => c.notNull())
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

function orgTable(builder: Builder): Builder {
  return builder.addColumn('organization_id', 'integer', (c) =>
    c.notNull().references('organizations.id').onDelete('cascade'),
  );
}
