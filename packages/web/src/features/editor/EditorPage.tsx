import Alert from '@cloudscape-design/components/alert';
import AppLayout from '@cloudscape-design/components/app-layout';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Flashbar from '@cloudscape-design/components/flashbar';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format, type SegmentSearch } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import {
  jobQaFlagsKey,
  segmentHistoryKey,
  segmentQaKey,
  useEditorFirstPageQuery,
} from '../../api/editor';
import { messageOf } from '../../api/http';
import { fetchJobsByIds } from '../../api/jobsByIds';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { jobPartIdsOf } from './editorAddress';
import { EditorFilters } from './EditorFilters';
import { editorLabels } from './editorLabels';
import { JobQaSummary } from './JobQaSummary';
import { JobQueue } from './JobQueue';
import { SegmentGrid } from './SegmentGrid';
import { filterLabels, isFiltering, noSearch, searchParams } from './segmentSearch';
import { ShortcutsHelp } from './ShortcutsHelp';
import { useEditorFlash } from './useEditorFlash';

/** /twe/translation/job/{ids}: the translation editor, one job part at a time (spec 001 section 7). */
export default function EditorPage() {
  const ids = jobPartIdsOf(useParams().ids);
  const [chosen, setChosen] = useState<number | null>(null);
  const [toolsOpen, setToolsOpen] = useState(false);
  const { show, items } = useEditorFlash();
  const jobPartId = chosen ?? ids?.[0] ?? 0;
  const jobs = useQuery({
    queryKey: ['editorJobs', ids],
    queryFn: () => fetchJobsByIds(ids ?? []),
    enabled: ids !== null,
  });
  const job = jobs.data?.jobs.find((candidate) => candidate.id === jobPartId);
  useDocumentTitle(job ? `${job.fileName} - Editor` : 'Editor');
  const [search, setSearch] = useState<SegmentSearch>(noSearch);
  const [generation, setGeneration] = useState(0);
  const view = useMemo(() => ({ search: searchParams(search), generation }), [search, generation]);
  const first = useEditorFirstPageQuery(jobPartId, view, ids !== null);
  const queryClient = useQueryClient();
  // A find and replace changed segments behind the grid: read them, their QA and history anew.
  const reload = () => {
    setGeneration((count) => count + 1);
    for (const key of [jobQaFlagsKey, segmentQaKey, segmentHistoryKey])
      void queryClient.invalidateQueries({ queryKey: [...key, jobPartId] });
  };

  const content = !ids ? (
    <Alert type="error">{editorLabels.invalidAddress}</Alert>
  ) : first.isError ? (
    <Alert type="error">{format(editorLabels.loadFailed, { error: messageOf(first.error) })}</Alert>
  ) : !first.data || first.isPlaceholderData ? (
    <Spinner size="large" />
  ) : first.data.total === 0 && isFiltering(search) ? (
    <Container>
      <Box textAlign="center" color="text-body-secondary">
        {filterLabels.noMatch}
      </Box>
    </Container>
  ) : (
    <SegmentGrid
      key={`${jobPartId} ${JSON.stringify(view.search)} ${generation}`}
      first={first.data}
      view={view}
      flash={show}
    />
  );

  return (
    <AppLayout
      navigationHide
      tools={<ShortcutsHelp />}
      toolsOpen={toolsOpen}
      onToolsChange={({ detail }) => setToolsOpen(detail.open)}
      notifications={<Flashbar items={items} />}
      ariaLabels={{
        tools: 'Help panel',
        toolsToggle: 'Open help panel',
        toolsClose: 'Close help panel',
        notifications: 'Notifications',
      }}
      content={
        <ContentLayout
          header={
            <Header
              variant="h1"
              description={job ? `${job.sourceLocale} → ${job.targetLocale}` : undefined}
              actions={
                ids && (
                  <JobQaSummary
                    key={jobPartId}
                    jobPart={jobPartId}
                    onRan={search.filter === 'QA_WARNINGS' ? reload : undefined}
                  />
                )
              }
            >
              {job?.fileName ?? 'Editor'}
            </Header>
          }
        >
          <SpaceBetween size="m">
            {ids && ids.length > 1 && (
              <JobQueue
                ids={ids}
                jobs={jobs.data?.jobs ?? []}
                current={jobPartId}
                onChoose={setChosen}
              />
            )}
            {ids && (
              <EditorFilters
                jobPart={jobPartId}
                search={search}
                onSearch={setSearch}
                editable={first.data?.editable ?? false}
                onReplaced={reload}
              />
            )}
            {content}
          </SpaceBetween>
        </ContentLayout>
      }
    />
  );
}
