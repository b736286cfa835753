import type { ProjectStatus } from '@tessera/contracts';

export const projectStatusLabels: Record<ProjectStatus, string> = {
  NEW: 'New',
  ASSIGNED: 'Assigned',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  ACCEPTED_BY_VENDOR: 'Accepted by vendor',
  DECLINED_BY_VENDOR: 'Declined by vendor',
  COMPLETED_BY_VENDOR: 'Completed by vendor',
};
