import type { Insertable, Kysely } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema.js';

type Db = Kysely<Database>;

export type OutboxValues = Omit<Insertable<OutboxTable>, 'id'>;

export async function insertOutbox(db: Db, rows: OutboxValues[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('outbox').values(rows).execute();
}

export function selectDueMail(db: Db, now: string, limit: number) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'SCHEDULED')
    .where('send_after', '<=', now)
    .orderBy('send_after')
    .orderBy('id')
    .limit(limit)
    .execute();
}
export type OutboxRow = Awaited<ReturnType<typeof selectDueMail>>[number];

// Only one worker wins a message: the update holds only while it is still SCHEDULED.
export async function claimMail(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set((eb) => ({ status: 'SENDING', attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'SCHEDULED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishMail(
  db: Db,
  id: number,
  values: { status: 'SENT' | 'FAILED' | 'STORED'; error: string | null; sentAt: string | null },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: values.status, error: values.error, sent_at: values.sentAt })
    .where('id', '=', id)
    .execute();
}

export function selectOutbox(db: Db, organizationId: number, limit: number) {
  return db
    .selectFrom('outbox')
    .select([
      'id',
      'to_address',
      'subject',
      'status',
      'error',
      'send_after',
      'sent_at',
      'created_at',
    ])
    .where('organization_id', '=', organizationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
