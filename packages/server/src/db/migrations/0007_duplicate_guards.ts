import { sql, type Kysely } from 'kysely';

// A double-clicked save cannot make two of a kind: one template per name in an organization, and
// one concept per set of terms in a term base (its terms_key; concepts imported before stay null).
export function duplicateGuards() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // Templates that already share a name keep it apart by their id, so the unique index can be built.
      await sql`
        update project_templates set template_name = template_name || ' (' || id || ')'
        where exists (
          select 1 from project_templates other
          where other.organization_id = project_templates.organization_id
            and other.template_name = project_templates.template_name
            and other.id < project_templates.id
        )`.execute(db);
      await db.schema.dropIndex('project_templates_org_name').execute();
      await db.schema
        .createIndex('project_templates_org_name')
        .unique()
        .on('project_templates')
        .columns(['organization_id', 'template_name'])
        .execute();
      await db.schema.alterTable('tb_concepts').addColumn('terms_key', 'text').execute();
      await db.schema
        .createIndex('tb_concepts_terms_key')
        .unique()
        .on('tb_concepts')
        .columns(['tb_id', 'terms_key'])
        .execute();
    },
  };
}
