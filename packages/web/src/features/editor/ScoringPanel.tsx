import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import {
  format,
  scoringJobStatusLabels,
  scoringMessages,
  type ScoringError,
  type ScoringJob,
} from '@tessera/contracts';
import { useCompleteScoring } from '../../api/completeScoring';
import { useDeleteScoringError } from '../../api/deleteScoringError';
import type { PanelSegment } from '../../api/editor';
import { messageOf } from '../../api/http';
import { useScoringErrorsQuery } from '../../api/scoringErrors';
import { scoreText } from '../../components/scoringFacts';
import { PanelSection } from './PanelSection';
import { ScoringErrorForm } from './ScoringErrorForm';
import { filterNames } from './segmentSearch';
import type { MarkedText } from './tagDocument';

// Why a finished scoring job takes no more errors, in the server's own words.
const closedMessages: Partial<Record<ScoringJob['status'], string>> = {
  COMPLETED: scoringMessages.scoringCompleted,
  CANCELED: scoringMessages.scoringClosed,
};

// Texts of our own: where the active segment stands in a post-delivery QA's sample.
const sampleTexts = {
  inSample: 'In the post-delivery QA sample: {segments} segments, {words} words.',
  outsideSample: `Not in the post-delivery QA sample: errors are recorded on sampled segments only. The filter "${filterNames.SAMPLED}" shows them.`,
  complete: 'Complete scoring',
  completeHint: 'The job is delivered: complete the scoring once the sample is reviewed.',
};

// A post-delivery QA scores a delivered part, so its reviser says when the sample is done.
function CompleteScoring({ jobPart }: { jobPart: number }) {
  const complete = useCompleteScoring(jobPart);
  return (
    <SpaceBetween size="xxs">
      <Box variant="small" color="text-body-secondary">
        {sampleTexts.completeHint}
      </Box>
      <Button loading={complete.isPending} onClick={() => complete.mutate()}>
        {sampleTexts.complete}
      </Button>
      {complete.error && (
        <StatusIndicator type="error">{messageOf(complete.error)}</StatusIndicator>
      )}
    </SpaceBetween>
  );
}

function SampleNote(props: { job: ScoringJob; sample: readonly number[]; segment: number }) {
  const inSample = props.sample.includes(props.segment);
  const text = inSample
    ? format(sampleTexts.inSample, {
        segments: props.sample.length,
        words: props.job.sampledWords ?? 0,
      })
    : sampleTexts.outsideSample;
  return (
    <StatusIndicator type={inSample ? 'info' : 'stopped'} wrapText>
      {text}
    </StatusIndicator>
  );
}

/** The job's running score against the model's threshold, and its status. */
function ScoreSummary({ job }: { job: ScoringJob }) {
  return (
    <div role="status" aria-label="Score">
      {job.score === null || job.passing === null ? (
        <StatusIndicator type="pending">Not scored yet</StatusIndicator>
      ) : (
        <StatusIndicator type={job.passing ? 'success' : 'error'}>
          {scoreText(job.score, job.passing)}
        </StatusIndicator>
      )}
      <Box variant="small" color="text-body-secondary">
        {scoringJobStatusLabels[job.status]} · {job.scoringModel.name} v{job.scoringModel.version},
        pass at {job.scoringModel.threshold}%
        {job.penaltyPoints !== null && ` · ${job.penaltyPoints} penalty points`}
      </Box>
    </div>
  );
}

function ErrorItem(props: {
  error: ScoringError;
  closed: boolean;
  deleting: boolean;
  onDelete(): void;
}) {
  const { error } = props;
  const kind = error.subcategory ? `${error.category} / ${error.subcategory}` : error.category;
  return (
    <div role="group" aria-label={`${error.severity} ${kind}`}>
      <SpaceBetween size="xxs">
        <Box fontWeight="bold">
          {kind} · {error.severity}
        </Box>
        {error.span && <Box>&ldquo;{error.span.text}&rdquo;</Box>}
        {error.comment && <span style={{ whiteSpace: 'pre-wrap' }}>{error.comment}</span>}
        <Box variant="small" color="text-body-secondary">
          {error.createdBy ?? ''}
        </Box>
        {!props.closed && (
          <Button variant="inline-link" loading={props.deleting} onClick={props.onDelete}>
            Delete
          </Button>
        )}
      </SpaceBetween>
    </div>
  );
}

/**
 * The reviser's errors on the active segment of a scored part, with its running score; shown
 * only when the part has a scoring job.
 */
export function ScoringPanel({ at, marked }: { at: PanelSegment; marked: MarkedText | null }) {
  const scoring = useScoringErrorsQuery(at.jobPart);
  const remove = useDeleteScoringError(at.jobPart);
  const job = scoring.data?.scoringJob;
  const model = scoring.data?.model;
  if (!job || !model) return null;
  const errors = scoring.data?.errors.filter((error) => error.segmentId === at.segment) ?? [];
  const sample = scoring.data?.sampledSegmentIds ?? null;
  const outsideSample = sample !== null && !sample.includes(at.segment);
  const closed = closedMessages[job.status];
  return (
    <PanelSection title="Scoring" state={scoring} empty={false} emptyText="">
      <SpaceBetween size="s">
        <ScoreSummary job={job} />
        {sample && <SampleNote job={job} sample={sample} segment={at.segment} />}
        {errors.length === 0 && <Box color="text-body-secondary">No errors in this segment.</Box>}
        {errors.map((error) => (
          <ErrorItem
            key={error.id}
            error={error}
            closed={closed !== undefined}
            deleting={remove.isPending && remove.variables === error.id}
            onDelete={() => remove.mutate(error.id)}
          />
        ))}
        {remove.error && <StatusIndicator type="error">{messageOf(remove.error)}</StatusIndicator>}
        {closed ? (
          <Box color="text-body-secondary">{closed}</Box>
        ) : (
          <>
            {!outsideSample && <ScoringErrorForm at={at} model={model} marked={marked} />}
            {sample && <CompleteScoring jobPart={at.jobPart} />}
          </>
        )}
      </SpaceBetween>
    </PanelSection>
  );
}
