import { z } from 'zod';
import { JobSelectionFields, JobStatus } from './jobs.js';
import { queryId } from './queryParams.js';

// A list of ids, or the string 'null' for none (spec 001 "Job update request"); left out: unchanged.
const assigneeIds = z.union([z.literal('null'), z.array(queryId)]).optional();

/** POST /api/job/updateAsync (spec 001 section 3): what is left out stays as it is. */
export const JobUpdateRequest = JobSelectionFields.extend({
  assignedUserIds: assigneeIds,
  assignedVendorIds: assigneeIds,
  newStatus: JobStatus.optional(),
  // null clears the due date.
  dueDate: z.iso.datetime({ offset: true }).nullish(),
});
export type JobUpdateRequest = z.output<typeof JobUpdateRequest>;
export type JobUpdateInput = z.input<typeof JobUpdateRequest>;

// Ours: the spec states the open-offer rules of the edit form without words for the server's refusal.
export const jobEditMessages = {
  offerAssignees: 'The assignees of a job with an open offer cannot be changed.',
  offerStatus: 'Only an administrator can change the status of a job with an open offer.',
  timezoneHelp: 'Due dates are shown in your time zone.',
  timezoneLink: 'Time zone settings',
} as const;
