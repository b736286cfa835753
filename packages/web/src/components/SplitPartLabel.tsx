import Box from '@cloudscape-design/components/box';
import type { JobPart } from '@tessera/contracts';
import { splitPartText } from './splitPart';

/** "(Part N of M)" beside the file name of a job cut from a split file; nothing for others. */
export function SplitPartLabel({ job }: { job: Pick<JobPart, 'splitPart'> }) {
  const text = splitPartText(job);
  if (!text) return null;
  return (
    <Box variant="span" color="text-body-secondary">
      {' '}
      ({text})
    </Box>
  );
}
