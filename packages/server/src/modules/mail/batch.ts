import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fillTemplate, scheduleMail, type MailMessage } from './service.js';

/**
 * A message that collects items until it is sent: another one of the same key scheduled before
 * it is due joins it, its items appended to {items} and its templates filled again.
 */
export interface BatchedMail extends Omit<MailMessage, 'subject' | 'body' | 'sendAfter'> {
  key: string;
  subjectTemplate: string;
  bodyTemplate: string;
  values: Record<string, string>;
  /** The placeholder the items fill, one a line. */
  itemsPlaceholder: string;
  items: string[];
  /** ISO time the batch is sent, when the first message of the key opens it. */
  sendAfter: string;
}

type Batch = Pick<
  BatchedMail,
  'subjectTemplate' | 'bodyTemplate' | 'values' | 'itemsPlaceholder' | 'items'
>;

function filled(batch: Batch) {
  const values = { ...batch.values, [batch.itemsPlaceholder]: batch.items.join('\n') };
  return {
    subject: fillTemplate(batch.subjectTemplate, values),
    body: fillTemplate(batch.bodyTemplate, values),
  };
}

// A batch joins only a message still waiting for its time, in the caller's transaction.
async function joinOpenBatch(db: Kysely<Database>, now: string, mail: BatchedMail) {
  const open = await db
    .selectFrom('outbox')
    .select(['id', 'batch'])
    .where('batch_key', '=', mail.key)
    .where('organization_id', '=', mail.organizationId)
    .where('status', '=', 'SCHEDULED')
    .where('send_after', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!open?.batch) return false;
  const before = JSON.parse(open.batch) as Batch;
  const batch: Batch = { ...before, items: [...before.items, ...mail.items] };
  const result = await db
    .updateTable('outbox')
    .set({ ...filled(batch), batch: JSON.stringify(batch) })
    .where('id', '=', open.id)
    .where('status', '=', 'SCHEDULED')
    .where('send_after', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Schedules each message, or adds its items to the open message of its key. */
export async function scheduleBatchedMail(
  db: Kysely<Database>,
  now: string,
  messages: readonly BatchedMail[],
): Promise<void> {
  for (const mail of messages) {
    if (await joinOpenBatch(db, now, mail)) continue;
    const batch: Batch = {
      subjectTemplate: mail.subjectTemplate,
      bodyTemplate: mail.bodyTemplate,
      values: mail.values,
      itemsPlaceholder: mail.itemsPlaceholder,
      items: mail.items,
    };
    await scheduleMail(db, now, [{ ...mail, ...filled(batch) }], {
      batchKey: mail.key,
      batch: JSON.stringify(batch),
    });
  }
}
