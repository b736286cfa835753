import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { Project } from '@tessera/contracts';
import { deliverDueMail, sendMail } from '../src/modules/mail/service.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { demoOrganizationId, userId } from './tenants.js';
import { importJobs } from './fixtures/jobs/files.js';

interface Received {
  to: string[];
  text: string;
}

let server: TestServer;
let smtp: SMTPServer;
let pm: ApiClient;
let project: Project;
const received: Received[] = [];

async function waitFor(condition: () => Promise<boolean> | boolean) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function createNotifiedJobs(interval: number, fileName: string) {
  const translation = await server.ctx.db.kysely
    .selectFrom('workflow_steps')
    .select('id')
    .where('name', '=', 'Translation')
    .executeTakeFirstOrThrow();
  const params = {
    projectUid: project.uid,
    targetLocales: ['de'],
    notifyLinguistsOfJobCreation: true,
    notifyLinguistsInterval: interval,
    workflowSettings: [
      {
        workflowStepId: translation.id,
        assignedUserIds: [await userId(server, 'linguist'), await userId(server, 'linguist2')],
      },
    ],
  };
  const files = { [fileName]: new TextEncoder().encode('{"a": "Hello."}') };
  await importJobs(pm, params, files);
}

const outbox = () =>
  server.ctx.db.kysely
    .selectFrom('outbox')
    .select(['to_address', 'status', 'subject'])
    .orderBy('id')
    .execute();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server = await startServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
  pm = await server.as('pm');
  const translation = await server.ctx.db.kysely
    .selectFrom('workflow_steps')
    .select('id')
    .where('name', '=', 'Translation')
    .executeTakeFirstOrThrow();
  project = await createProject(pm, 'Mailed', ['de'], { workflowStepIds: [translation.id] });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('notifying linguists of new jobs', () => {
  it('mails every assigned linguist at once through SMTP with the template filled in', async () => {
    await createNotifiedJobs(0, 'first.json');
    await waitFor(() => received.length === 2);
    expect(received.map((mail) => mail.to).flat()).toEqual([
      'linguist@tessera.example',
      'linguist2@tessera.example',
    ]);
    expect(received[0]?.text).toContain('Subject: New work assigned: Mailed');
    expect(received[0]?.text).toContain('Hello Luis,');
    expect(received[0]?.text).toContain('first.json (de)');
  });

  it("gathers a linguist's jobs of the interval into one message, sent when it ends", async () => {
    await createNotifiedJobs(5, 'second.json');
    server.clock.advance(2 * 60_000);
    await createNotifiedJobs(5, 'third.json');
    expect((await outbox()).map((row) => row.status)).toEqual([
      'SENT',
      'SENT',
      'SCHEDULED',
      'SCHEDULED',
    ]);
    server.clock.advance(2 * 60_000);
    expect(await deliverDueMail(server.ctx)).toBe(0);
    server.clock.advance(60_000);
    expect(await deliverDueMail(server.ctx)).toBe(2);
    expect(received).toHaveLength(4);
    expect(received[2]?.text).toContain('second.json (de)');
    expect(received[2]?.text).toContain('third.json (de)');
  });

  it('keeps a message in the outbox when no SMTP server is configured', async () => {
    server.config.smtpUrl = undefined;
    await sendMail(server.ctx, {
      organizationId: await demoOrganizationId(server),
      to: 'someone@tessera.example',
      subject: 'Stored',
      body: 'Kept for the admins.',
    });
    expect((await outbox()).at(-1)).toEqual({
      to_address: 'someone@tessera.example',
      status: 'STORED',
      subject: 'Stored',
    });
    expect(received).toHaveLength(4);
    const admin = await server.as('admin');
    const listed = await admin.get<Array<{ to: string; status: string }>>('/api/mail/outbox');
    expect(listed.body[0]).toMatchObject({ to: 'someone@tessera.example', status: 'STORED' });
    expect((await pm.get('/api/mail/outbox')).status).toBe(403);
  });
});
