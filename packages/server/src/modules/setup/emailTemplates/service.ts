import type { Kysely } from 'kysely';
import type { EmailTemplate, EmailTemplateInput } from '@tessera/contracts';
import type { Database } from '../../../db/schema.js';
import { notFound } from '../../../http/errors.js';
import type { CollectionService } from '../collection.js';
import { unlessInUse, withUniqueName } from '../constraints.js';
import {
  deleteEmailTemplate,
  insertEmailTemplate,
  selectEmailTemplates,
  updateEmailTemplate,
  type EmailTemplateValues,
} from './queries.js';

// JobAssigned is the only template type the spec names (001 section 7).
const TEMPLATE_TYPE = 'JobAssigned';

type EmailTemplateRow = EmailTemplateValues & { id: number };

function toEmailTemplate(row: EmailTemplateRow): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    type: TEMPLATE_TYPE,
    subject: row.subject,
    body: row.body,
    ccAddress: row.cc_address,
    bccAddress: row.bcc_address,
  };
}

function values(input: EmailTemplateInput): EmailTemplateValues {
  return {
    name: input.name,
    type: TEMPLATE_TYPE,
    subject: input.subject,
    body: input.body,
    cc_address: input.ccAddress,
    bcc_address: input.bccAddress,
  };
}

export async function listEmailTemplates(
  db: Kysely<Database>,
  organizationId: number,
  type?: typeof TEMPLATE_TYPE,
): Promise<EmailTemplate[]> {
  return (await selectEmailTemplates(db, organizationId, type)).map(toEmailTemplate);
}

export const emailTemplateService: CollectionService<
  EmailTemplate,
  EmailTemplateInput,
  EmailTemplateInput
> = {
  list: (db, organizationId) => listEmailTemplates(db, organizationId),

  async create(scope, input) {
    const row = await withUniqueName(
      insertEmailTemplate(scope.db, scope.organizationId, values(input), scope.now),
    );
    return toEmailTemplate(row);
  },

  async update(scope, id, input) {
    const row = await withUniqueName(
      updateEmailTemplate(scope.db, scope.organizationId, id, values(input)),
    );
    if (!row) throw notFound();
    return toEmailTemplate(row);
  },

  async remove(scope, id) {
    const removed = await unlessInUse(deleteEmailTemplate(scope.db, scope.organizationId, id));
    if (!removed) throw notFound();
  },
};
