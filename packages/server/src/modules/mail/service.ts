import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import {
  claimMail,
  finishMail,
  insertOutbox,
  selectDueMail,
  selectOutbox,
  type OutboxRow,
} from './queries.js';
import { deliver, smtpTransport, type OutgoingMail } from './transport.js';

export const MAIL_DELIVERY_TASK = 'mail.deliver';

export interface MailMessage extends Partial<Pick<OutgoingMail, 'cc' | 'bcc'>> {
  organizationId: number;
  to: string;
  subject: string;
  body: string;
  /** ISO time before which the message is not sent; now when left out. */
  sendAfter?: string;
}

// Attempts of a message before it stays FAILED.
export const MAX_MAIL_ATTEMPTS = 5;
// Batch of due messages one delivery round takes.
const DELIVERY_BATCH = 50;
const OUTBOX_PAGE = 200;

/** {name} and {dotted.name} placeholders; one without a value stays as written. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([\w.]+)\}/g, (whole, key: string) => values[key] ?? whole);
}

// A line break in a header would start another header (a template filled with a project name
// holding one, say): headers keep one line.
const oneLine = (header: string) => header.replace(/[\r\n]+/g, ' ');

/** Puts messages in the outbox, in the caller's transaction; deliverDueMail sends them when due. */
export async function scheduleMail(
  db: Kysely<Database>,
  now: string,
  messages: readonly MailMessage[],
  batch: { batchKey: string; batch: string } | null = null,
): Promise<void> {
  await insertOutbox(
    db,
    messages.map((message) => ({
      organization_id: message.organizationId,
      to_address: oneLine(message.to),
      cc_address: oneLine(message.cc ?? ''),
      bcc_address: oneLine(message.bcc ?? ''),
      subject: oneLine(message.subject),
      body: message.body,
      status: 'SCHEDULED',
      error: null,
      attempts: 0,
      send_after: message.sendAfter ?? now,
      sent_at: null,
      created_at: now,
      batch_key: batch?.batchKey ?? null,
      batch: batch?.batch ?? null,
    })),
  );
}

/** Sends one message now: over SMTP when configured, else it is kept in the outbox. */
export async function sendMail(ctx: AppContext, message: MailMessage): Promise<void> {
  await scheduleMail(ctx.db.kysely, ctx.clock.now().toISOString(), [
    { ...message, sendAfter: undefined },
  ]);
  await deliverDueMail(ctx);
}

// Minutes after a failed attempt before the next, doubled each time.
const RETRY_AFTER_MINUTES = 1;
// A message still SENDING this long after its claim was left by a crashed process: sent again.
const SENDING_TIMEOUT_MINUTES = 10;

function minutesAfter(ctx: AppContext, minutes: number): string {
  return new Date(ctx.clock.now().getTime() + minutes * 60_000).toISOString();
}

async function deliverOne(ctx: AppContext, row: OutboxRow): Promise<void> {
  const db = ctx.db.kysely;
  if (!(await claimMail(db, row, minutesAfter(ctx, SENDING_TIMEOUT_MINUTES)))) return;
  const attempts = row.attempts + 1;
  const transport = smtpTransport(ctx.config.smtpUrl);
  if (!transport) {
    await finishMail(db, row.id, {
      status: 'STORED',
      error: null,
      sentAt: null,
      sendAfter: row.send_after,
    });
    return;
  }
  try {
    await deliver(transport, {
      from: ctx.config.mailFrom,
      to: row.to_address,
      cc: row.cc_address,
      bcc: row.bcc_address,
      subject: row.subject,
      body: row.body,
    });
    await finishMail(db, row.id, {
      status: 'SENT',
      error: null,
      sentAt: ctx.clock.now().toISOString(),
      sendAfter: row.send_after,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // A FAILED message is tried again after its backoff until MAX_MAIL_ATTEMPTS.
    await finishMail(db, row.id, {
      status: 'FAILED',
      error: reason,
      sentAt: null,
      sendAfter: minutesAfter(ctx, RETRY_AFTER_MINUTES * 2 ** (attempts - 1)),
    });
  }
}

/** Sends every message whose time has come; safe to run in several places at once. */
export async function deliverDueMail(ctx: AppContext): Promise<number> {
  let delivered = 0;
  for (;;) {
    const now = ctx.clock.now().toISOString();
    const due = await selectDueMail(ctx.db.kysely, now, DELIVERY_BATCH, MAX_MAIL_ATTEMPTS);
    for (const row of due) await deliverOne(ctx, row);
    delivered += due.length;
    if (due.length < DELIVERY_BATCH) return delivered;
  }
}

export const MAIL_DELIVERY_SCHEDULE = 'mail.deliverDue';

/** Delivers due messages every minute: notify intervals, retries and what a crash left SENDING. */
export function scheduleMailDelivery(ctx: AppContext): void {
  ctx.tasks.schedule(MAIL_DELIVERY_SCHEDULE, 1, () => deliverDueMail(ctx));
}

/** The latest messages of the organization, newest first, as the admins' outbox shows them. */
export async function listOutbox(ctx: AppContext, organizationId: number) {
  const rows = await selectOutbox(ctx.db.kysely, organizationId, OUTBOX_PAGE);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    error: row.error,
    sendAfter: row.send_after,
    sentAt: row.sent_at,
    dateCreated: row.created_at,
  }));
}
