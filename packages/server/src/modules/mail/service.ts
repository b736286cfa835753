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

// Batch of due messages one delivery round takes.
const DELIVERY_BATCH = 50;
const DELIVERY_INTERVAL_MS = 30_000;
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

async function deliverOne(ctx: AppContext, row: OutboxRow): Promise<void> {
  const db = ctx.db.kysely;
  if (!(await claimMail(db, row.id))) return;
  const transport = smtpTransport(ctx.config.smtpUrl);
  if (!transport) {
    await finishMail(db, row.id, { status: 'STORED', error: null, sentAt: null });
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
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await finishMail(db, row.id, { status: 'FAILED', error: reason, sentAt: null });
  }
}

/** Sends every message whose time has come; safe to run in several places at once. */
export async function deliverDueMail(ctx: AppContext): Promise<number> {
  let delivered = 0;
  for (;;) {
    const due = await selectDueMail(ctx.db.kysely, ctx.clock.now().toISOString(), DELIVERY_BATCH);
    for (const row of due) await deliverOne(ctx, row);
    delivered += due.length;
    if (due.length < DELIVERY_BATCH) return delivered;
  }
}

/** Delivers scheduled messages (notify intervals) every half minute; returns the stop function. */
export function startMailDelivery(ctx: AppContext, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void deliverDueMail(ctx).catch(onError), DELIVERY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
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
