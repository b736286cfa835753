import type { Kysely } from 'kysely';
import {
  format,
  jobServerMessages,
  type EmailTemplate,
  type JobCreateParams,
  type Project,
  type WorkflowStepJobSettings,
} from '@tessera/contracts';
import type { Database } from '../../db/schema.js';
import { fieldError } from '../../http/errors.js';
import type { BatchedMail } from '../mail/index.js';
import { listEmailTemplates } from '../setup/index.js';

const MINUTE_MS = 60_000;

export interface CreatedPart {
  level: number;
  fileName: string;
  targetLocale: string;
  userIds: number[];
}

export interface Linguist {
  id: number;
  user_name: string;
  email: string;
  first_name: string;
  last_name: string;
}

interface StepNotice {
  templateId: number | null;
  intervalMinutes: number;
}

// A step notifies when its own switch is on, or when the whole creation asks for it.
function noticeOf(params: JobCreateParams, step: WorkflowStepJobSettings | undefined) {
  const own = step?.notifyLinguists;
  if (!own?.enabled && !params.notifyLinguistsOfJobCreation) return undefined;
  return {
    templateId: own?.emailTemplateId ?? params.notifyLinguistsEmailTemplate ?? null,
    intervalMinutes: own?.emailIntervalInMinutes ?? params.notifyLinguistsInterval ?? 0,
  } satisfies StepNotice;
}

// Spec 001 section 5: the default template is the first whose name contains 'New Work'.
function templateFor(templates: readonly EmailTemplate[], id: number | null): EmailTemplate {
  const chosen =
    id === null
      ? (templates.find((template) => template.name.includes('New Work')) ?? templates[0])
      : templates.find((template) => template.id === id);
  if (!chosen)
    throw fieldError(
      'notifyLinguistsEmailTemplate',
      format(jobServerMessages.unknownTemplate, { id: id ?? '' }),
    );
  return chosen;
}

/**
 * One message per linguist and workflow step listing their new jobs. With an interval the message
 * waits that many minutes, and the linguist's jobs created meanwhile join it (one mail per interval).
 */
export async function linguistNotices(
  db: Kysely<Database>,
  input: {
    organizationId: number;
    now: Date;
    project: Project;
    params: JobCreateParams;
    stepSettings: ReadonlyMap<number, WorkflowStepJobSettings>;
    levels: ReadonlyMap<number, number>;
    parts: readonly CreatedPart[];
    linguists: ReadonlyMap<number, Linguist>;
  },
): Promise<BatchedMail[]> {
  const messages: BatchedMail[] = [];
  let templates: EmailTemplate[] | undefined;
  for (const [level, stepId] of input.levels) {
    const notice = noticeOf(input.params, input.stepSettings.get(stepId));
    if (!notice) continue;
    templates ??= await listEmailTemplates(db, input.organizationId, 'JobAssigned');
    const template = templateFor(templates, notice.templateId);
    const jobsOf = new Map<number, string[]>();
    for (const part of input.parts.filter((candidate) => candidate.level === level))
      for (const userId of part.userIds)
        jobsOf.set(userId, [
          ...(jobsOf.get(userId) ?? []),
          `${part.fileName} (${part.targetLocale})`,
        ]);
    const sendAfter = new Date(input.now.getTime() + notice.intervalMinutes * MINUTE_MS);
    for (const [userId, jobs] of jobsOf) {
      const linguist = input.linguists.get(userId);
      if (!linguist?.email) continue;
      messages.push({
        organizationId: input.organizationId,
        to: linguist.email,
        cc: template.ccAddress,
        bcc: template.bccAddress,
        // A later creation's jobs join this message only while it waits (interval above 0).
        key: `notify:${userId}:${template.id}`,
        subjectTemplate: template.subject,
        bodyTemplate: template.body,
        values: {
          'project.name': input.project.name,
          'project.uid': input.project.uid,
          'user.firstName': linguist.first_name,
          'user.lastName': linguist.last_name,
          'user.userName': linguist.user_name,
        },
        itemsPlaceholder: 'jobs',
        items: jobs,
        sendAfter: sendAfter.toISOString(),
      });
    }
  }
  return messages;
}
