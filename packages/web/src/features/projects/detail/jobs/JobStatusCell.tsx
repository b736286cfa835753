import Badge from '@cloudscape-design/components/badge';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { jobOfferMessages, jobStatusLabels, type JobPart } from '@tessera/contracts';

/** The job's status, with 'Offered' while an offer to vendors is open. */
export function JobStatusCell({ job }: { job: Pick<JobPart, 'status' | 'hasOffer'> }) {
  if (!job.hasOffer) return <>{jobStatusLabels[job.status]}</>;
  return (
    <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
      <span>{jobStatusLabels[job.status]}</span>
      <Badge color="blue">{jobOfferMessages.offeredBadge}</Badge>
    </SpaceBetween>
  );
}
