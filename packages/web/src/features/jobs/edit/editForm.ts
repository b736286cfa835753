import {
  jobMessages,
  jobStatuses,
  type JobAssigneesQuery,
  type JobPart,
  type JobSelectionFields,
  type JobStatus,
  type JobUpdateInput,
  type Role,
} from '@tessera/contracts';
import { dueDatePartsOf, dueDateTimeOf, dueDayError } from '../../../components/dueDateTime';
import type { ChosenAssignees } from '../create/AssigneesField';

export interface EditJobsForm {
  assignees: ChosenAssignees;
  status: JobStatus;
  dueDate: string;
  dueTime: string;
}

type EditErrors = Partial<Record<'assignees' | 'dueDate', string>>;

/** Multi-job edits start from the first job's values (spec 001 section 2). */
export function initialEditForm(first: JobPart, timeZone: string): EditJobsForm {
  const ids = (type: 'USER' | 'VENDOR') =>
    first.assignees.filter((assignee) => assignee.type === type).map((assignee) => assignee.id);
  return {
    assignees: { userIds: ids('USER'), vendorIds: ids('VENDOR') },
    status: first.status,
    ...dueDatePartsOf(first.dateDue, timeZone),
  };
}

const assigneeCount = (form: EditJobsForm) =>
  form.assignees.userIds.length + form.assignees.vendorIds.length;

/** What the form may change (spec 001 sections 4 and 5). */
export function editRules(jobs: readonly JobPart[], role: Role) {
  const offer = jobs.some((job) => job.hasOffer);
  return {
    // Split parts keep the due date of their own (spec 001 section 2).
    showDue: jobs[0]?.hasParent === false,
    assigneesDisabled: offer,
    statusDisabled: offer && role !== 'ADMIN',
  };
}

/** The status choices: Canceled not for jobs with a parent, Accepted not with several assignees. */
export function statusOptionDisabled(
  status: JobStatus,
  jobs: readonly JobPart[],
  form: EditJobsForm,
): boolean {
  if (status === 'CANCELLED') return jobs.some((job) => job.hasParent);
  if (status === 'ASSIGNED') return assigneeCount(form) > 1;
  return false;
}

export const statusChoices = jobStatuses;

export function editErrors(form: EditJobsForm): EditErrors {
  const errors: EditErrors = {};
  if (form.status === 'ASSIGNED' && assigneeCount(form) > 1)
    errors.assignees = jobMessages.multipleAssigneesAccepted;
  const due = dueDayError(form.dueDate);
  if (due) errors.dueDate = due;
  return errors;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * POST /api/job/updateAsync's request: only what the user changed, so the other selected jobs keep
 * their own values of the fields left alone (docs/decisions.md).
 */
export function editRequest(
  selection: JobSelectionFields,
  initial: EditJobsForm,
  form: EditJobsForm,
  timeZone: string,
): JobUpdateInput {
  const request: JobUpdateInput = { ...selection };
  const { userIds, vendorIds } = form.assignees;
  if (!sameIds(userIds, initial.assignees.userIds))
    request.assignedUserIds = userIds.length === 0 ? 'null' : userIds;
  if (!sameIds(vendorIds, initial.assignees.vendorIds))
    request.assignedVendorIds = vendorIds.length === 0 ? 'null' : vendorIds;
  if (form.status !== initial.status) request.newStatus = form.status;
  if (form.dueDate !== initial.dueDate || form.dueTime !== initial.dueTime)
    request.dueDate = dueDateTimeOf(form.dueDate, form.dueTime, timeZone);
  return request;
}

/** The assignee lookup's query: each filter only when every selected job shares its value. */
export function assigneeQueryOf(jobs: readonly JobPart[]): JobAssigneesQuery {
  const shared = <Value>(valueOf: (job: JobPart) => Value | undefined) => {
    const values = new Set(jobs.map(valueOf));
    return values.size === 1 ? [...values][0] : undefined;
  };
  return {
    sourceLocale: shared((job) => job.sourceLocale),
    targetLocale: shared((job) => job.targetLocale),
    workflowStep: shared((job) => job.workflowStep.id),
    client: shared((job) => job.client?.id),
  };
}
