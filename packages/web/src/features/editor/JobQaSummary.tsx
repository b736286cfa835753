import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { format } from '@tessera/contracts';
import { useJobQaSummaryQuery, useRunQa } from '../../api/editorQa';
import { messageOf } from '../../api/http';
import { useDates } from '../../components/useDates';

// Texts of our own: the spec names no QA summary (docs/decisions/qa.md).
export const jobQaLabels = {
  region: 'Job QA',
  run: 'Run QA',
  neverRun: 'QA has not been run on this job.',
  counts: 'QA warnings: {unresolved} unresolved of {total}',
  ranAt: 'last run {when}',
  // Saves check their own segment before any run of the whole job.
  savesOnly: 'of saved segments; the whole job has not been checked',
  runFailed: 'QA failed: {error}',
} as const;

interface Props {
  jobPart: number;
  /** Called after a run, e.g. to read a grid showing only segments with warnings again. */
  onRan?: () => void;
}

/** The job part's QA at a glance: the last run's counts and a button that runs every check again. */
export function JobQaSummary({ jobPart, onRan }: Props) {
  const summary = useJobQaSummaryQuery(jobPart);
  const run = useRunQa(jobPart);
  const { formatDateTime } = useDates();
  const last = summary.data;
  return (
    <section aria-label={jobQaLabels.region}>
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        {summary.isError ? (
          <StatusIndicator type="error">{messageOf(summary.error)}</StatusIndicator>
        ) : !last ? (
          <StatusIndicator type="loading">Loading</StatusIndicator>
        ) : last.ranAt === null && last.total === 0 ? (
          <Box color="text-body-secondary">{jobQaLabels.neverRun}</Box>
        ) : (
          <StatusIndicator type={last.unresolvedCount > 0 ? 'warning' : 'success'}>
            {format(jobQaLabels.counts, { unresolved: last.unresolvedCount, total: last.total })}{' '}
            <Box variant="small" color="text-body-secondary" display="inline">
              (
              {last.ranAt === null
                ? jobQaLabels.savesOnly
                : format(jobQaLabels.ranAt, { when: formatDateTime(last.ranAt) })}
              )
            </Box>
          </StatusIndicator>
        )}
        {run.isError && (
          <StatusIndicator type="error">
            {format(jobQaLabels.runFailed, { error: messageOf(run.error) })}
          </StatusIndicator>
        )}
        <Button loading={run.isPending} onClick={() => run.mutate(undefined, { onSuccess: onRan })}>
          {jobQaLabels.run}
        </Button>
      </SpaceBetween>
    </section>
  );
}
