import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  format,
  jobListMessages,
  jobMessages,
  jobSortFields,
  ProjectJobIdsQuery,
  type JobPart,
  type Project,
} from '@tessera/contracts';
import { messageOf } from '../../../../api/http';
import { useJobSegmentsCountsQuery } from '../../../../api/jobSegmentsCounts';
import { useProjectJobsQuery } from '../../../../api/projectJobs';
import { useSubmitMutation } from '../../../../api/useSubmitMutation';
import { InfoLink } from '../../../../components/InfoLink';
import { jobCounter, jobSelectionLabels, sortedSearch } from '../../../../components/jobTable';
import { useShellSession } from '../../../../components/session';
import { useDates } from '../../../../components/useDates';
import { useJobScores } from '../../../../components/useJobScores';
import { scoredStepsOf } from '../../../../components/scoringFacts';
import { jobColumns, type JobRow } from './columns';
import { DeleteJobsModal } from './DeleteJobsModal';
import { JobFilters } from './JobFilters';
import { JobListActions } from './JobListActions';
import { JobListPreferences, useJobListPreferences } from './JobListPreferences';
import { hasJobFilters, jobListParamsOf, jobPageOf, withoutJobFilters } from './jobListQuery';
import { fetchAllMatchingJobs, offersSelectAll } from './jobSelection';
import { SelectAllJobs } from './SelectAllJobs';
import { StatusHistoryModal } from './StatusHistoryModal';
import { useJobTasks } from './useJobTasks';

interface Props {
  project: Project;
  canEdit: boolean;
}

/** The project page's job list (spec 001 section 2): filtered, sorted and paged by the address. */
export function ProjectJobList({ project, canEdit }: Props) {
  const { session } = useShellSession();
  const linguist = session.user.role === 'LINGUIST';
  const { formatDateTime } = useDates();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('level'));
  const level =
    Number.isInteger(asked) && asked >= 1 ? asked : (project.workflowSteps[0]?.level ?? 1);
  const params = jobListParamsOf(search, project.uid, level);
  const list = useProjectJobsQuery(params);
  const jobs = useMemo(() => list.data?.jobs ?? [], [list.data]);
  const scoredSteps = useMemo(() => scoredStepsOf(project), [project]);
  const scoreOf = useJobScores(jobs, scoredSteps);
  const columns = jobColumns((value) => formatDateTime(value), scoreOf);
  const [preferences, setPreferences] = useJobListPreferences(session.user.role, columns);
  const tasks = useJobTasks(jobs);
  const countIds = useMemo(
    () => jobs.filter((job) => job.creationTask.status === 'OK').map((job) => job.id),
    [jobs],
  );
  const counts = useJobSegmentsCountsQuery(countIds);
  const rows: JobRow[] = useMemo(
    () =>
      jobs.map((job) => ({
        ...job,
        counts: counts.data?.find((count) => count.jobPartId === job.id),
      })),
    [jobs, counts.data],
  );
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  // Every matching job across the pages, once the user asked for them; the actions apply to these.
  const [allSelected, setAllSelected] = useState<readonly JobPart[] | null>(null);
  const onPage = rows.filter((row) => selectedIds.has(row.id));
  const selected = allSelected ?? onPage;
  const [deleting, setDeleting] = useState(false);
  const [historyOf, setHistoryOf] = useState<JobPart | null>(null);
  const selectAll = useSubmitMutation({
    mutationFn: fetchAllMatchingJobs,
    onSuccess: setAllSelected,
  });
  const totalJobs = list.data?.totalJobs ?? 0;

  const select = (ids: ReadonlySet<number>) => {
    setAllSelected(null);
    selectAll.reset();
    setSelectedIds(ids);
  };
  const update = (next: URLSearchParams) => {
    select(new Set());
    setSearch(next);
  };
  const filtered = hasJobFilters(search);
  const failed = list.isError
    ? format(jobMessages.loadJobsFailed, { err: messageOf(list.error) })
    : null;
  const empty = failed ? (
    <Box textAlign="center" color="text-status-error">
      {failed}
    </Box>
  ) : filtered ? (
    <SpaceBetween size="xs" alignItems="center">
      <Box textAlign="center">{jobMessages.noMatchingJobs}</Box>
      <Button onClick={() => update(withoutJobFilters(search))}>Clear filters</Button>
    </SpaceBetween>
  ) : (
    <Box textAlign="center">{jobMessages.noJobs}</Box>
  );

  return (
    <section aria-label="Jobs">
      <SpaceBetween size="s">
        {tasks.failed && <Alert type="error">{jobMessages.loadTasksFailed}</Alert>}
        {counts.isError && <Alert type="error">{jobMessages.loadSegmentMetadataFailed}</Alert>}
        {(allSelected ||
          offersSelectAll(
            rows.map((row) => row.id),
            selectedIds,
            totalJobs,
          )) && (
          <SelectAllJobs
            pageCount={rows.length}
            totalJobs={totalJobs}
            allCount={allSelected?.length ?? null}
            loading={selectAll.isPending}
            error={
              selectAll.isError
                ? format(jobListMessages.selectingAllFailed, { error: messageOf(selectAll.error) })
                : null
            }
            onSelectAll={() => selectAll.mutate(ProjectJobIdsQuery.parse(params))}
            onClear={() => select(new Set())}
          />
        )}
        <Table
          trackBy="id"
          items={failed ? [] : rows}
          columnDefinitions={columns}
          columnDisplay={preferences.contentDisplay}
          wrapLines
          loading={list.isPending}
          loadingText="Loading jobs"
          selectionType="multi"
          selectedItems={onPage}
          onSelectionChange={({ detail }) =>
            select(new Set(detail.selectedItems.map((row) => row.id)))
          }
          ariaLabels={jobSelectionLabels()}
          sortingColumn={{ sortingField: params.sortField }}
          sortingDescending={params.sortOrder === 'DESC'}
          onSortingChange={({ detail }) => {
            const field = jobSortFields.find((f) => f === detail.sortingColumn.sortingField);
            update(sortedSearch(search, field ?? 'dateCreated', detail.isDescending === true));
          }}
          empty={empty}
          header={
            <Header
              variant="h2"
              info={<InfoLink />}
              counter={jobCounter(list.data !== undefined, selected.length, totalJobs)}
              actions={
                <JobListActions
                  projectUid={project.uid}
                  level={level}
                  selected={selected}
                  allMatching={allSelected ? ProjectJobIdsQuery.parse(params) : null}
                  linguist={linguist}
                  canEdit={canEdit}
                  onDelete={() => setDeleting(true)}
                  onStatusHistory={() => setHistoryOf(selected[0] ?? null)}
                />
              }
            >
              Jobs
            </Header>
          }
          filter={
            <JobFilters
              search={search}
              targetLocales={project.targetLangs}
              jobs={jobs}
              onChange={update}
            />
          }
          preferences={
            <JobListPreferences
              columns={columns}
              preferences={preferences}
              onConfirm={setPreferences}
            />
          }
          pagination={
            <Pagination
              currentPageIndex={jobPageOf(search)}
              pagesCount={Math.max(list.data?.pages ?? 1, 1)}
              onChange={({ detail }) => {
                const next = new URLSearchParams(search);
                next.set('page', String(detail.currentPageIndex));
                update(next);
              }}
            />
          }
        />
        {deleting && (
          <DeleteJobsModal
            projectUid={project.uid}
            jobs={selected}
            onClose={(deleted) => {
              setDeleting(false);
              if (deleted) select(new Set());
            }}
          />
        )}
        {historyOf && <StatusHistoryModal job={historyOf} onClose={() => setHistoryOf(null)} />}
      </SpaceBetween>
    </section>
  );
}
