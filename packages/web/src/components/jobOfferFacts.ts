import type { JobPart, JobStatus, Role } from '@tessera/contracts';

type OfferedJob = Pick<JobPart, 'hasOffer' | 'status' | 'creationTask'>;

// Jobs that are done are not offered (the server refuses them too).
const finished: readonly JobStatus[] = ['COMPLETED_BY_LINGUIST', 'COMPLETED', 'CANCELLED'];

/** Spec 001 sections 5-6: a selected job with an open offer keeps its status, except for an ADMIN. */
export const statusChangeOpen = (selection: readonly Pick<JobPart, 'hasOffer'>[], role: Role) =>
  role === 'ADMIN' || !selection.some((job) => job.hasOffer);

/** Offer to vendors: imported jobs, none finished and none with an open offer already. */
export const offerable = (selection: readonly OfferedJob[]): boolean =>
  selection.length > 0 &&
  selection.every(
    (job) => job.creationTask.status === 'OK' && !job.hasOffer && !finished.includes(job.status),
  );

/** Withdraw offer: every selected job has an open offer. */
export const withdrawable = (selection: readonly Pick<JobPart, 'hasOffer'>[]): boolean =>
  selection.length > 0 && selection.every((job) => job.hasOffer);
