import Box from '@cloudscape-design/components/box';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import {
  jobMessages,
  localeName,
  type JobPart,
  type JobTaskState,
  type SegmentsCount,
} from '@tessera/contracts';
import { progressPercent } from '../../../../components/jobFacts';
import { JobScoreCell } from '../../../../components/JobScoreCell';
import type { JobScore, ScoredPart } from '../../../../components/scoringFacts';
import { SplitPartLabel } from '../../../../components/SplitPartLabel';
import { JobStatusCell } from './JobStatusCell';
import { PreTranslateState } from './PreTranslateState';

/** A row of the list: the job part with the latest polled task and its segment counts. */
export interface JobRow extends JobPart {
  counts: SegmentsCount | undefined;
}

type Column = TableProps.ColumnDefinition<JobRow> & { id: string; header: string };

function ImportState({ task }: { task: JobTaskState }) {
  if (task.status === 'RUNNING') return <StatusIndicator type="loading">Importing</StatusIndicator>;
  if (task.status === 'ERROR')
    return <StatusIndicator type="error">{task.reason ?? 'Import failed'}</StatusIndicator>;
  return <StatusIndicator type="success">Imported</StatusIndicator>;
}

// Until a job is imported its progress is the import's: the Import column is hidden by default.
function Progress({ row }: { row: JobRow }) {
  if (row.creationTask.status !== 'OK') return <ImportState task={row.creationTask} />;
  const confirmed = row.counts?.confirmedSegmentsCount ?? row.progress.confirmedSegmentsCount;
  const segments = row.counts?.segmentsCount ?? row.segmentsCount;
  const percent = progressPercent(confirmed, segments);
  const progress =
    percent === null ? (
      <SpaceBetween direction="horizontal" size="xxs">
        <Icon name="status-warning" variant="warning" />
        <Box variant="span">{jobMessages.noSegments}</Box>
      </SpaceBetween>
    ) : (
      `${percent}%`
    );
  const { lastTask } = row;
  if (lastTask.action !== 'PRE_TRANSLATE' || lastTask.status === 'OK') return progress;
  // A running or failed pre-translation shows under the progress it is about to change.
  return (
    <SpaceBetween size="xxxs">
      {progress}
      <PreTranslateState task={lastTask} />
    </SpaceBetween>
  );
}

/** The project job list's columns (spec 001 section 2). */
export function jobColumns(
  formatDateTime: (value: string | null) => string,
  scoreOf: (part: ScoredPart) => JobScore,
): Column[] {
  return [
    {
      id: 'fileName',
      header: 'File name',
      sortingField: 'fileName',
      isRowHeader: true,
      cell: (row) => (
        <>
          {row.fileName}
          <SplitPartLabel job={row} />
        </>
      ),
    },
    {
      id: 'targetLocale',
      header: 'Target locale',
      sortingField: 'targetLocale',
      cell: (row) => localeName(row.targetLocale),
    },
    {
      id: 'status',
      header: 'Status',
      sortingField: 'status',
      cell: (row) => <JobStatusCell job={row} />,
    },
    { id: 'import', header: 'Import', cell: (row) => <ImportState task={row.creationTask} /> },
    {
      id: 'assignees',
      header: 'Assignees',
      cell: (row) => row.assignees.map((assignee) => assignee.name).join(', ') || '-',
    },
    {
      id: 'dateDue',
      header: 'Due',
      sortingField: 'dateDue',
      cell: (row) => (row.dateDue ? formatDateTime(row.dateDue) : '-'),
    },
    { id: 'workflowStep', header: 'Workflow step', cell: (row) => row.workflowStep.name },
    { id: 'progress', header: 'Progress', cell: (row) => <Progress row={row} /> },
    {
      id: 'words',
      header: 'Words',
      cell: (row) =>
        row.creationTask.status === 'OK' ? (row.counts?.wordsCount ?? row.wordsCount) : '-',
    },
    {
      id: 'qa',
      header: 'QA warnings',
      cell: (row) => row.counts?.qualityAssurance.warningsCount ?? '-',
    },
    { id: 'score', header: 'Score', cell: (row) => <JobScoreCell score={scoreOf(row)} /> },
  ];
}
