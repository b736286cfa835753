import Box from '@cloudscape-design/components/box';
import Icon from '@cloudscape-design/components/icon';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { jobMessages, localeName, type LinguistJob } from '@tessera/contracts';
import { progressPercent } from '../../components/jobFacts';
import { JobScoreCell } from '../../components/JobScoreCell';
import type { JobScore, ScoredPart } from '../../components/scoringFacts';
import { SplitPartLabel } from '../../components/SplitPartLabel';

type Column = TableProps.ColumnDefinition<LinguistJob> & { id: string; header: string };

function Progress({ job }: { job: LinguistJob }) {
  const percent = progressPercent(job.progress.confirmedSegmentsCount, job.segmentsCount);
  if (percent !== null) return `${percent}%`;
  return (
    <SpaceBetween direction="horizontal" size="xxs">
      <Icon name="status-warning" variant="warning" ariaLabel={jobMessages.noSegments} />
      <Box variant="span">{jobMessages.noSegments}</Box>
    </SpaceBetween>
  );
}

interface Options {
  formatDateTime(value: string): string;
  /** The File link: opens the job in the editor, in a new tab. */
  onOpen(job: LinguistJob): void;
  scoreOf(part: ScoredPart): JobScore;
}

/** The linguist job list's columns (spec 001 "Linguist job list"), in the spec's order. */
export function linguistColumns({ formatDateTime, onOpen, scoreOf }: Options): Column[] {
  return [
    { id: 'projectInternalId', header: 'Project local ID', cell: (job) => job.project.internalId },
    { id: 'workflowStep', header: 'Workflow step', cell: (job) => job.workflowStep.name },
    { id: 'progress', header: 'Progress', cell: (job) => <Progress job={job} /> },
    { id: 'qa', header: 'QA', cell: (job) => job.qualityAssurance.warningsCount },
    { id: 'score', header: 'Score', cell: (job) => <JobScoreCell score={scoreOf(job)} /> },
    {
      id: 'fileName',
      header: 'File',
      sortingField: 'fileName',
      isRowHeader: true,
      cell: (job) => (
        <>
          <Link
            href={`/twe/translation/job/${job.id}`}
            onFollow={(event) => {
              event.preventDefault();
              onOpen(job);
            }}
          >
            {job.fileName}
          </Link>
          <SplitPartLabel job={job} />
        </>
      ),
    },
    { id: 'buyer', header: 'Buyer', cell: (job) => job.buyer?.name ?? '-' },
    { id: 'businessUnit', header: 'Business unit', cell: (job) => job.businessUnit?.name ?? '-' },
    { id: 'rawWords', header: 'Raw words', cell: (job) => job.wordsCount },
    {
      id: 'targetLocale',
      header: 'Target language',
      sortingField: 'targetLocale',
      cell: (job) => localeName(job.targetLocale),
    },
    { id: 'note', header: 'Note', cell: (job) => job.project.note ?? '-' },
    {
      id: 'dateDue',
      header: 'Due',
      sortingField: 'dateDue',
      cell: (job) => (job.dateDue ? formatDateTime(job.dateDue) : '-'),
    },
  ];
}
