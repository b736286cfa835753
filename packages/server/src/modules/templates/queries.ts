import type { Insertable, Kysely } from 'kysely';
import type { Database, ProjectTemplateTable } from '../../db/schema.js';

type Db = Kysely<Database>;
export type TemplateValues = Omit<Insertable<ProjectTemplateTable>, 'id'>;

const templateColumns = [
  't.id',
  't.template_name',
  't.note',
  't.source_lang',
  't.owner_id',
  't.client_id',
  't.business_unit_id',
  't.cost_center_id',
  't.subject_id',
  't.media_type_id',
  't.mt_settings_id',
  't.source_seg_rule_id',
  't.target_seg_rule_id',
  't.settings',
  't.created_by',
  't.created_at',
  't.updated_at',
  'creator.user_name as creator_user_name',
] as const;

function organizationTemplates(db: Db, organizationId: number) {
  return db
    .selectFrom('project_templates as t')
    .innerJoin('users as creator', 'creator.id', 't.created_by')
    .where('t.organization_id', '=', organizationId);
}

export function findTemplate(db: Db, organizationId: number, id: number) {
  return organizationTemplates(db, organizationId)
    .select(templateColumns)
    .where('t.id', '=', id)
    .executeTakeFirst();
}
export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

export function selectTemplates(db: Db, organizationId: number, page: number, pageSize: number) {
  return organizationTemplates(db, organizationId)
    .leftJoin('clients as client', 'client.id', 't.client_id')
    .select(templateColumns)
    .select('client.name as client_name')
    .orderBy('t.template_name')
    .orderBy('t.id')
    .limit(pageSize)
    .offset(page * pageSize)
    .execute();
}

export function selectTemplateNames(
  db: Db,
  organizationId: number,
  page: number,
  pageSize: number,
) {
  return db
    .selectFrom('project_templates')
    .select(['id', 'template_name as name'])
    .where('organization_id', '=', organizationId)
    .orderBy('template_name')
    .orderBy('id')
    .limit(pageSize)
    .offset(page * pageSize)
    .execute();
}

export async function insertTemplate(db: Db, values: TemplateValues): Promise<number> {
  const row = await db
    .insertInto('project_templates')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTemplate(
  db: Db,
  id: number,
  values: Omit<TemplateValues, 'organization_id' | 'created_by' | 'created_at'>,
): Promise<void> {
  await db.updateTable('project_templates').set(values).where('id', '=', id).execute();
}

// Projects made from the template keep their settings; their template link is cleared (ON DELETE SET NULL).
export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.deleteFrom('project_templates').where('id', '=', id).execute();
}

/** The organization's templates of these names (names are unique in an organization). */
export function selectTemplatesNamed(
  db: Kysely<Database>,
  organizationId: number,
  names: readonly string[],
) {
  return db
    .selectFrom('project_templates')
    .select(['id', 'template_name as name'])
    .where('organization_id', '=', organizationId)
    .where('template_name', 'in', names)
    .execute();
}
