import type { JobPart } from '@tessera/contracts';

/** What the create-ticket page is prefilled with: one job and its project. */
export type TicketJob = Pick<JobPart, 'id' | 'sourceLocale' | 'targetLocale' | 'dateDue'> & {
  project: { id: number; name: string };
  workflowStep: { name: string };
};

/** The create-ticket page prefilled with the one selected job (spec 001, both job lists). */
export function createTicketPath(
  job: TicketJob,
  formatDateTime: (value: string) => string,
): string {
  const query = new URLSearchParams({
    projectName: job.project.name,
    projectId: String(job.project.id),
    jobPartId: String(job.id),
    sourceLocale: job.sourceLocale,
    targetLocale: job.targetLocale,
    dueDate: job.dateDue ? formatDateTime(job.dateDue) : '',
    workflowStep: job.workflowStep.name,
  });
  return `/web/tickets/list/createTicket?${query.toString()}`;
}
