import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import {
  MAIL_DELIVERY_SCHEDULE,
  scheduleMailDelivery,
  scheduleMail,
} from '../src/modules/mail/index.js';
import { MAX_MAIL_ATTEMPTS } from '../src/modules/mail/service.js';
import { startServer, type TestServer } from './harness.js';
import { demoOrganizationId } from './tenants.js';

// The outbox is delivered by a schedule of the task queue; a message a crash left SENDING is
// sent again, and a failed one is tried again with backoff until its attempts run out.
let server: TestServer;
let smtp: SMTPServer;
const received: string[] = [];
// Recipients refused once each, then accepted; 'never@' is always refused.
const refuseOnce = new Set(['flaky@tessera.example']);

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const refused = address.address.startsWith('never@') || refuseOnce.delete(address.address);
      if (!refused) return callback();
      const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
      error.responseCode = 451;
      callback(error);
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server = await startServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
  scheduleMailDelivery(server.ctx);
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function queueMail(to: string): Promise<number> {
  const now = server.clock.now().toISOString();
  await scheduleMail(server.ctx.db.kysely, now, [
    { organizationId: await demoOrganizationId(server), to, subject: 'Hello', body: 'Text.' },
  ]);
  const row = await server.ctx.db.kysely
    .selectFrom('outbox')
    .select('id')
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

const rowOf = (id: number) =>
  server.ctx.db.kysely
    .selectFrom('outbox')
    .select(['status', 'attempts', 'error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function deliveryRound(): Promise<void> {
  await server.ctx.tasks.trigger(MAIL_DELIVERY_SCHEDULE);
  await server.ctx.tasks.idle();
}

const minutes = (count: number) => server.clock.advance(count * 60_000 + 1_000);

describe('mail delivery as a schedule of the task queue', () => {
  it('sends a message again that a crashed process left SENDING, once its claim has run out', async () => {
    const id = await queueMail('stuck@tessera.example');
    // What a process that died between its claim and the SMTP answer leaves behind.
    await server.ctx.db.kysely
      .updateTable('outbox')
      .set({ status: 'SENDING', attempts: 1, send_after: server.clock.now().toISOString() })
      .where('id', '=', id)
      .execute();
    minutes(0);
    await deliveryRound();
    expect(await rowOf(id)).toEqual({ status: 'SENT', attempts: 2, error: null });
    expect(received).toContain('stuck@tessera.example');
  });

  it('tries a failed message again after its backoff, and sends it', async () => {
    const id = await queueMail('flaky@tessera.example');
    await deliveryRound();
    expect(await rowOf(id)).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect((await rowOf(id)).error).toContain('Mailbox busy');
    await deliveryRound();
    expect((await rowOf(id)).attempts).toBe(1);
    minutes(1);
    await deliveryRound();
    expect(await rowOf(id)).toEqual({ status: 'SENT', attempts: 2, error: null });
    expect(received).toContain('flaky@tessera.example');
  });

  it('keeps a message FAILED once its attempts have run out', async () => {
    const id = await queueMail('never@tessera.example');
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS + 1; attempt++) {
      await deliveryRound();
      minutes(2 ** attempt);
    }
    await vi.waitFor(async () =>
      expect(await rowOf(id)).toMatchObject({ status: 'FAILED', attempts: MAX_MAIL_ATTEMPTS }),
    );
    expect(received).not.toContain('never@tessera.example');
  });
});
