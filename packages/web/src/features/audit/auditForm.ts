import { JobPartAuditRequest } from '@tessera/contracts';
import { dueDatePartsOf, dueDateTimeOf } from '../../components/dueDateTime';
import type { FieldErrors } from '../../components/fieldErrors';

/** The settings form of the segment audit report (spec 001), as typed. */
export interface AuditForm {
  jobPartId: string;
  level: string;
  /** Epoch milliseconds. */
  snapshotTimestamp: string;
}

export type AuditField = keyof AuditForm;

// The request names the job part field jobParts (it takes several); the form names it as the spec.
const formFieldOf: Record<string, AuditField> = {
  jobParts: 'jobPartId',
  level: 'level',
  snapshotTimestamp: 'snapshotTimestamp',
};

/** The form as a link opens it (?jobPartId=…&level=…&snapshotTimestamp=…): level 1 and now by default. */
export function initialAuditForm(search: URLSearchParams, now: number): AuditForm {
  return {
    jobPartId: search.get('jobPartId') ?? '',
    level: search.get('level') ?? '1',
    snapshotTimestamp: search.get('snapshotTimestamp') ?? String(now),
  };
}

const requestOf = (form: AuditForm) =>
  JobPartAuditRequest.safeParse({
    jobParts: form.jobPartId,
    level: form.level,
    snapshotTimestamp: form.snapshotTimestamp,
  });

/** The spec's validation messages by form field; empty when the form may be sent. */
export function auditErrors(form: AuditForm): FieldErrors {
  const checked = requestOf(form);
  if (checked.success) return {};
  const errors: FieldErrors = {};
  for (const issue of checked.error.issues) {
    const field = formFieldOf[String(issue.path[0])];
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field errors (named as the request names them) by form field. */
export function formErrorsOfServer(errors: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const formField = formFieldOf[field.split('.')[0] ?? ''];
    if (formField) mapped[formField] ??= message;
  }
  return mapped;
}

/** POST /api/jobPartAudit's body, or null while the form has errors. */
export function auditRequest(form: AuditForm): JobPartAuditRequest | null {
  const checked = requestOf(form);
  return checked.success ? checked.data : null;
}

/** The picker's day ('yyyy-MM-dd') and time ('HH:mm:ss') of the timestamp in the timezone. */
export function snapshotPartsOf(
  snapshotTimestamp: string,
  timeZone: string,
): { date: string; time: string } {
  const instant = Number(snapshotTimestamp);
  if (snapshotTimestamp.trim() === '' || !Number.isFinite(instant)) return { date: '', time: '' };
  const { dueDate, dueTime } = dueDatePartsOf(new Date(instant).toISOString(), timeZone);
  if (!dueDate) return { date: '', time: '' };
  const seconds = Math.floor(instant / 1000) % 60;
  return { date: dueDate, time: `${dueTime}:${String(seconds).padStart(2, '0')}` };
}

/** The timestamp the picker's day and time stand for in the timezone; '' without a day. */
export function snapshotTimestampOf(date: string, time: string, timeZone: string): string {
  const zoned = dueDateTimeOf(date, time.slice(0, 5), timeZone);
  if (!zoned) return '';
  const seconds = Number(/^\d{2}:\d{2}:(\d{2})$/.exec(time)?.[1] ?? 0);
  return String(Date.parse(zoned) + seconds * 1000);
}
