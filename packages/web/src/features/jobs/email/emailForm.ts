import {
  jobMessages,
  splitAddresses,
  type EmailTemplate,
  type JobEmailInput,
  type JobPart,
  type JobSelectionFields,
} from '@tessera/contracts';
import { selectedJobsOf } from '../../../components/selectedJobsState';

export interface EmailForm {
  templateId: number | null;
  cc: string;
  bcc: string;
  subject: string;
  body: string;
  setStatusToEmailed: boolean;
}

/** Spec 001 section 5: the default template is the first whose name contains 'New Work'. */
export function defaultTemplate(templates: readonly EmailTemplate[]): EmailTemplate | undefined {
  return templates.find((template) => template.name.includes('New Work')) ?? templates[0];
}

/** A template's fields in the form; its placeholders are filled per recipient on sending. */
export function formOfTemplate(
  template: EmailTemplate | undefined,
  setStatusToEmailed = true,
): EmailForm {
  return {
    templateId: template?.id ?? null,
    cc: template?.ccAddress ?? '',
    bcc: template?.bccAddress ?? '',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
    setStatusToEmailed,
  };
}

export function emailErrors(form: EmailForm): Partial<Record<'subject' | 'body', string>> {
  return {
    ...(form.subject.trim() === '' && { subject: jobMessages.subjectBlank }),
    ...(form.body.trim() === '' && { body: jobMessages.bodyBlank }),
  };
}

export function emailRequest(selection: JobSelectionFields, form: EmailForm): JobEmailInput {
  return {
    ...selection,
    subject: form.subject,
    body: form.body,
    cc: splitAddresses(form.cc),
    bcc: splitAddresses(form.bcc),
    setStatusToEmailed: form.setStatusToEmailed,
  };
}

/** The read-only To: every user assigned to a selected job, once. */
export function recipientsText(jobs: readonly JobPart[]): string {
  const names = jobs.flatMap((job) =>
    job.assignees.filter((assignee) => assignee.type === 'USER').map((assignee) => assignee.name),
  );
  return [...new Set(names)].join('; ');
}

/**
 * The selection from the job list's navigation state or, after a reload in a new tab, from the
 * address's jobPartIds and level (docs/decisions.md).
 */
export function emailSelectionOf(
  state: unknown,
  search: URLSearchParams,
  projectUid: string,
): JobSelectionFields | null {
  const selected = selectedJobsOf(state);
  const ids = selected?.jobPartIds ?? (search.get('jobPartIds') ?? '').split(',').map(Number);
  const jobPartIds = ids.filter((id) => Number.isInteger(id) && id > 0);
  if (jobPartIds.length === 0) return null;
  const level = selected?.level ?? Math.max(1, Number(search.get('level')) || 1);
  return { projectUid, jobPartIds, level, selectAllOnServer: false };
}
