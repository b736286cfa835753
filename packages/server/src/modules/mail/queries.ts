import type { Insertable, Kysely } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema.js';

type Db = Kysely<Database>;

export type OutboxValues = Omit<Insertable<OutboxTable>, 'id'>;

export async function insertOutbox(db: Db, rows: OutboxValues[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('outbox').values(rows).execute();
}

/**
 * Messages due now: scheduled ones, failed ones whose backoff has passed (while attempts are
 * left), and SENDING ones whose claim ran out (their sender crashed).
 */
export function selectDueMail(db: Db, now: string, limit: number, maxAttempts: number) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['SCHEDULED', 'SENDING']),
        eb.and([eb('status', '=', 'FAILED'), eb('attempts', '<', maxAttempts)]),
      ]),
    )
    .where('send_after', '<=', now)
    .orderBy('send_after')
    .orderBy('id')
    .limit(limit)
    .execute();
}
export type OutboxRow = Awaited<ReturnType<typeof selectDueMail>>[number];

// Only one worker wins a message: the update holds only while status and attempts are as read.
// While SENDING, send_after is the time after which the claim counts as abandoned.
export async function claimMail(
  db: Db,
  row: Pick<OutboxRow, 'id' | 'status' | 'attempts'>,
  abandonedAfter: string,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'SENDING', attempts: row.attempts + 1, send_after: abandonedAfter })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('attempts', '=', row.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishMail(
  db: Db,
  id: number,
  values: {
    status: 'SENT' | 'FAILED' | 'STORED';
    error: string | null;
    sentAt: string | null;
    /** The time shown for a sent message, or of the next attempt of a failed one. */
    sendAfter: string;
  },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: values.status,
      error: values.error,
      sent_at: values.sentAt,
      send_after: values.sendAfter,
    })
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
