import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

const columns = ['id', 'name', 'type', 'subject', 'body', 'cc_address', 'bcc_address'] as const;

export function selectEmailTemplates(
  db: Kysely<Database>,
  organizationId: number,
  type: string | undefined,
) {
  let query = db
    .selectFrom('email_templates')
    .select(columns)
    .where('organization_id', '=', organizationId);
  if (type) query = query.where('type', '=', type);
  return query.orderBy('name').orderBy('id').execute();
}

export interface EmailTemplateValues {
  name: string;
  type: string;
  subject: string;
  body: string;
  cc_address: string;
  bcc_address: string;
}

export function insertEmailTemplate(
  db: Kysely<Database>,
  organizationId: number,
  template: EmailTemplateValues,
  now: string,
) {
  return db
    .insertInto('email_templates')
    .values({ organization_id: organizationId, ...template, created_at: now })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export function updateEmailTemplate(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
  template: EmailTemplateValues,
) {
  return db
    .updateTable('email_templates')
    .set(template)
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .returning(columns)
    .executeTakeFirst();
}

export async function deleteEmailTemplate(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('email_templates')
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
