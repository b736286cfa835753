import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import {
  format,
  jobMessages,
  linguistJobSortFields,
  linguistListStatuses,
  projectMessages,
  type LinguistJob,
} from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useActiveLanguagesQuery } from '../../api/activeLanguages';
import { messageOf } from '../../api/http';
import { useLinguistJobsQuery } from '../../api/linguistJobs';
import { InfoLink } from '../../components/InfoLink';
import { useEditorOpening } from '../../components/OpenInEditorButton';
import { useDates } from '../../components/useDates';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useJobScores } from '../../components/useJobScores';
import { LinguistJobActions } from './LinguistJobActions';
import { LinguistJobFilters } from './LinguistJobFilters';
import { linguistColumns } from './linguistColumns';
import {
  hasLinguistFilters,
  isListStatus,
  linguistJobParamsOf,
  linguistPageOf,
  linguistTabLabels,
  withLinguistFilter,
  withoutLinguistFilters,
} from './linguistJobQuery';
import { jobCounter, jobSelectionLabels, sortedSearch } from '../../components/jobTable';

/** /web/job/list, the linguist's own jobs across projects (spec 001 "Linguist job list"). */
export default function LinguistJobListPage() {
  useDocumentTitle('Jobs');
  const { formatDateTime } = useDates();
  const [search, setSearch] = useSearchParams();
  const params = linguistJobParamsOf(search);
  const list = useLinguistJobsQuery(params);
  const languages = useActiveLanguagesQuery();
  const jobs = useMemo(() => list.data?.jobs ?? [], [list.data]);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const selected = jobs.filter((job) => selectedIds.has(job.id));
  const { openInEditor, warningModal } = useEditorOpening(true);
  const scoreOf = useJobScores(jobs);
  const columns = linguistColumns({
    formatDateTime: (value) => formatDateTime(value),
    onOpen: (job) => openInEditor([job]),
    scoreOf,
  });
  const update = (next: URLSearchParams) => {
    setSelectedIds(new Set());
    setSearch(next);
  };
  const totalJobs = list.data?.totalJobs ?? 0;
  const failed = list.isError
    ? format(projectMessages.loadProjectsFailed, { error: messageOf(list.error) })
    : null;
  const empty = failed ? (
    <Box textAlign="center" color="text-status-error">
      {failed}
    </Box>
  ) : hasLinguistFilters(search) ? (
    <SpaceBetween size="xs" alignItems="center">
      <Box textAlign="center">{jobMessages.noMatchingJobs}</Box>
      <Button onClick={() => update(withoutLinguistFilters(search))}>Clear filters</Button>
    </SpaceBetween>
  ) : (
    <Box textAlign="center">{jobMessages.noJobs}</Box>
  );

  const table = (
    <Table<LinguistJob>
      trackBy="id"
      items={failed ? [] : jobs}
      columnDefinitions={columns}
      wrapLines
      loading={list.isPending}
      loadingText="Loading jobs"
      selectionType="multi"
      selectedItems={selected}
      onSelectionChange={({ detail }) =>
        setSelectedIds(new Set(detail.selectedItems.map((job) => job.id)))
      }
      ariaLabels={jobSelectionLabels()}
      sortingColumn={{ sortingField: params.sortField }}
      sortingDescending={params.sortOrder === 'DESC'}
      onSortingChange={({ detail }) => {
        const field = linguistJobSortFields.find((f) => f === detail.sortingColumn.sortingField);
        update(sortedSearch(search, field ?? 'dateDue', detail.isDescending === true));
      }}
      empty={empty}
      header={
        <Header
          variant="h1"
          info={<InfoLink />}
          counter={jobCounter(list.data !== undefined, selected.length, totalJobs)}
          actions={<LinguistJobActions selected={selected} />}
        >
          Jobs
        </Header>
      }
      filter={
        <LinguistJobFilters search={search} languages={languages.data ?? []} onChange={update} />
      }
      pagination={
        <Pagination
          currentPageIndex={linguistPageOf(search)}
          pagesCount={Math.max(list.data?.pages ?? 1, 1)}
          onChange={({ detail }) => {
            const next = new URLSearchParams(search);
            next.set('page', String(detail.currentPageIndex));
            update(next);
          }}
        />
      }
    />
  );

  return (
    <SpaceBetween size="s">
      {languages.isError && (
        <Alert type="error">
          {format(projectMessages.loadLanguagesFailed, { error: messageOf(languages.error) })}
        </Alert>
      )}
      <Tabs
        activeTabId={params.listStatus}
        onChange={({ detail }) => {
          if (isListStatus(detail.activeTabId))
            update(withLinguistFilter(search, 'listStatus', detail.activeTabId));
        }}
        tabs={linguistListStatuses.map((status) => ({
          id: status,
          label: linguistTabLabels[status],
          content: status === params.listStatus ? table : null,
        }))}
      />
      {warningModal}
    </SpaceBetween>
  );
}
