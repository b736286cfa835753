import type { Kysely } from 'kysely';
import {
  jobEmailMessages,
  type JobEmailRequest,
  type JobEmailResult,
  type Project,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { fieldError } from '../../http/errors.js';
import { fillTemplate, MAIL_DELIVERY_TASK, scheduleMail, type MailMessage } from '../mail/index.js';
import { applyStatusAutomation } from '../projects/index.js';
import type { JobActor } from './operations.js';
import { openOfferPartIds } from './offerQueries.js';
import { setPartStatus } from './partStatus.js';
import { assigneesByPart } from './present.js';
import type { PartRow } from './queries.js';
import { selectedJobParts } from './selection.js';

interface Recipient {
  userId: number;
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  timezone: string;
  parts: PartRow[];
}

/** A due date as the recipient reads it: in their own time zone, UTC when they have none. */
export function dueDateIn(due: string | null, timezone: string): string {
  if (!due) return '-';
  const style = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  } as const;
  try {
    return new Intl.DateTimeFormat('en-GB', { ...style, timeZone: timezone }).format(new Date(due));
  } catch {
    // A time zone the runtime does not know: UTC rather than no mail.
    return new Intl.DateTimeFormat('en-GB', { ...style, timeZone: 'UTC' }).format(new Date(due));
  }
}

const editorLink = (serverUrl: string, part: PartRow) =>
  `${serverUrl}/twe/translation/job/${part.id}`;

function jobLine(part: PartRow, timezone: string, serverUrl: string): string {
  const due = dueDateIn(part.date_due, timezone);
  return `${part.file_name} (${part.source_lang} → ${part.target_lang}), due ${due}: ${editorLink(serverUrl, part)}`;
}

/** The placeholders of one recipient's message; job.* name their first job. */
function valuesOf(project: Project, recipient: Recipient, serverUrl: string) {
  const [first] = recipient.parts as [PartRow];
  return {
    'project.name': project.name,
    'project.uid': project.uid,
    'user.firstName': recipient.firstName,
    'user.lastName': recipient.lastName,
    'user.userName': recipient.userName,
    'job.fileName': first.file_name,
    'job.sourceLocale': first.source_lang,
    'job.targetLocale': first.target_lang,
    'job.dueDate': dueDateIn(first.date_due, recipient.timezone),
    'job.link': editorLink(serverUrl, first),
    jobs: recipient.parts.map((part) => jobLine(part, recipient.timezone, serverUrl)).join('\n'),
  };
}

// Users assigned to the parts (vendors have no address of their own), in assignment order.
async function recipientsOf(db: Kysely<Database>, parts: readonly PartRow[]): Promise<Recipient[]> {
  const byUser = new Map<number, Recipient>();
  const assignees = await assigneesByPart(
    db,
    parts.map((part) => part.id),
  );
  const userIds = [...assignees.values()].flat().flatMap((row) => row.user_id ?? []);
  const zones =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'timezone'])
          .where('id', 'in', userIds)
          .execute();
  const zoneOf = new Map(zones.map((row) => [row.id, row.timezone]));
  for (const part of parts)
    for (const row of assignees.get(part.id) ?? []) {
      if (row.user_id === null || !row.email) continue;
      const known = byUser.get(row.user_id);
      if (known) known.parts.push(part);
      else
        byUser.set(row.user_id, {
          userId: row.user_id,
          email: row.email,
          userName: row.user_name ?? '',
          firstName: row.first_name ?? '',
          lastName: row.last_name ?? '',
          timezone: zoneOf.get(row.user_id) || 'UTC',
          parts: [part],
        });
    }
  return [...byUser.values()];
}

/**
 * Emails the selected jobs' assignees (spec 001 "Email jobs"): one message per assignee with
 * their own jobs filled into the subject and body; NEW jobs become EMAILED when asked.
 */
export async function emailJobs(
  ctx: AppContext,
  actor: JobActor,
  request: JobEmailRequest,
  serverUrl: string,
): Promise<JobEmailResult> {
  const db = ctx.db.kysely;
  const { project, parts } = await selectedJobParts(ctx, actor, request);
  const recipients = await recipientsOf(db, parts);
  if (recipients.length === 0) throw fieldError('jobPartIds', jobEmailMessages.noRecipients);
  const messages: MailMessage[] = recipients.map((recipient) => {
    const values = valuesOf(project, recipient, serverUrl);
    return {
      organizationId: actor.organizationId,
      to: recipient.email,
      cc: request.cc.join(', '),
      bcc: request.bcc.join(', '),
      subject: fillTemplate(request.subject, values),
      body: fillTemplate(request.body, values),
    };
  });
  const emailed = [...new Set(recipients.flatMap((recipient) => recipient.parts))];
  // A reminder does not undo an accepted or finished job: only NEW ones become EMAILED; an open
  // offer keeps the status, except for an ADMIN (spec 001 section 6).
  const offered =
    actor.role === 'ADMIN'
      ? new Set<number>()
      : await openOfferPartIds(
          db,
          emailed.map((part) => part.id),
        );
  const changed = request.setStatusToEmailed
    ? emailed.filter((part) => part.status === 'NEW' && !offered.has(part.id))
    : [];
  const now = ctx.clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await scheduleMail(trx, now, messages);
    await setPartStatus(trx, changed, 'EMAILED', actor, now);
    await ctx.tasks.enqueue(
      {
        organizationId: actor.organizationId,
        type: MAIL_DELIVERY_TASK,
        payload: null,
        createdBy: actor.userId,
      },
      trx,
    );
  });
  if (changed.length > 0) await applyStatusAutomation(ctx, parts[0]?.project_id ?? 0);
  return { sent: messages.length, jobPartIds: emailed.map((part) => part.id) };
}
