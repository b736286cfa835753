import { format, splitMessages, type JobPart } from '@tessera/contracts';

/** "Part N of M" for a job cut from a split file; null for any other job. */
export function splitPartText(job: Pick<JobPart, 'splitPart'>): string | null {
  return job.splitPart && format(splitMessages.splitPartLabel, job.splitPart);
}
