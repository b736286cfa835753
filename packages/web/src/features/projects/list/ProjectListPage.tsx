import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  format,
  projectMessages,
  type ProjectListItem,
  type ProjectStatus,
} from '@tessera/contracts';
import { messageOf } from '../../../api/http';
import { useProjectListQuery, type ProjectListRow } from '../../../api/projectList';
import { usePostMortemScoringSettingsQuery } from '../../../api/postMortemScoringSettings';
import { useScoringGroupsQuery } from '../../../api/scoringGroups';
import { useFlash } from '../../../components/flash';
import { InfoLink } from '../../../components/InfoLink';
import { useShellSession } from '../../../components/session';
import { useDates } from '../../../components/useDates';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useFollow } from '../../../components/useFollow';
import { fullColumns, linguistColumns } from './columns';
import { DeleteProjectsModal } from '../DeleteProjectsModal';
import { GettingStarted } from './GettingStarted';
import {
  asksForEveryProject,
  filterKeysFor,
  listParamsOf,
  pageOf,
  queryOfTokens,
  tokensOfQuery,
} from './listQuery';
import { ProjectListPreferences, useProjectListPreferences } from './ProjectListPreferences';
import { ProjectPropertyFilter } from './ProjectPropertyFilter';
import { SavedFiltersMenu } from './SavedFiltersMenu';
import { useBulkStatusChange } from './useBulkStatusChange';
import { useProjectRights } from '../useProjectRights';

const quickFilters = [
  { id: 'ALL', text: 'All' },
  { id: 'IN_PROGRESS', text: 'In progress' },
  { id: 'OVERDUE', text: 'Overdue' },
  { id: 'MY_PROJECTS', text: 'My projects' },
];
const statusTargets: ReadonlyArray<{ id: string; text: string; status: ProjectStatus }> = [
  { id: 'change-status-completed', text: 'Completed', status: 'COMPLETED' },
  { id: 'change-status-cancelled', text: 'Cancelled', status: 'CANCELLED' },
  { id: 'change-status-new', text: 'New', status: 'NEW' },
];
const isFull = (row: ProjectListRow): row is ProjectListItem => 'status' in row;

/** /web/project/list (spec 000 section 2.1): filtered, sorted and paged by the query string. */
export default function ProjectListPage() {
  useDocumentTitle('Projects');
  const { session } = useShellSession();
  const { role, id: userId } = session.user;
  const linguist = role === 'LINGUIST';
  const rights = useProjectRights();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const follow = useFollow();
  const { formatDateTime } = useDates();
  const [preferences, setPreferences] = useProjectListPreferences(role);
  const postMortem = usePostMortemScoringSettingsQuery();
  const keys = filterKeysFor(role);
  const openEnded = preferences.custom ?? true;
  const pageSize = preferences.pageSize ?? 50;
  const params = listParamsOf(search, {
    role,
    userId,
    pageSize,
    openEnded,
    sharing: rights.sharing,
    postMortemScoring: !linguist && postMortem.data?.enabled === true,
  });
  // The selector's side is part of the query, so the list waits for the setting.
  const list = useProjectListQuery(params, linguist || !postMortem.isPending);
  const [selected, setSelected] = useState<readonly ProjectListRow[]>([]);
  const [deleting, setDeleting] = useState(false);
  const status = useBulkStatusChange();

  const rows = useMemo(
    () => (Array.isArray(list.data) ? list.data : (list.data?.projects ?? [])),
    [list.data],
  );
  const page = pageOf(search);
  const pagesCount = Array.isArray(list.data)
    ? page + (rows.length === pageSize ? 1 : 0)
    : Math.max(list.data?.paging.pages ?? 1, 1);
  const scoringGroupIds = rows.flatMap((row) => (isFull(row) ? row.scoring.groupIds : []));
  const scoring = useScoringGroupsQuery(scoringGroupIds);
  const { showFlash } = useFlash();
  const scoringError = scoring.error;
  useEffect(() => {
    if (scoringError)
      showFlash({
        type: 'error',
        content: format(projectMessages.loadScoringFailed, { error: messageOf(scoringError) }),
      });
  }, [scoringError, showFlash]);
  const context = {
    formatDateTime: (value: string | null) => formatDateTime(value),
    now: new Date(),
    scoringGroups: {
      groups: new Map((scoring.data ?? []).map((group) => [group.id, group])),
      loading: scoring.isPending && scoringGroupIds.length > 0,
    },
  };
  const columns = linguist ? linguistColumns(context) : fullColumns(context, rights.sharing);
  const selectedFull = selected.filter(isFull);
  const editable = selectedFull.length > 0 && selectedFull.every((p) => rights.canEdit(p.owner.id));
  const deletable =
    selectedFull.length > 0 && selectedFull.every((p) => rights.canDelete(p.owner.id));

  const update = (next: URLSearchParams) => {
    setSelected([]);
    setSearch(next);
  };
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(key);
    else next.set(key, value);
    if (key !== 'page') next.delete('page');
    update(next);
  };
  const failed = list.isError
    ? format(projectMessages.loadProjectsFailed, { error: messageOf(list.error) })
    : null;

  return (
    <>
      <Table
        variant="full-page"
        stickyHeader
        trackBy="uid"
        items={rows}
        columnDefinitions={columns}
        columnDisplay={preferences.contentDisplay}
        loading={list.isPending}
        loadingText="Loading projects"
        selectionType={linguist ? undefined : 'multi'}
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          itemSelectionLabel: (_data, row) => row.name,
          allItemsSelectionLabel: () => 'Select all projects',
          selectionGroupLabel: 'Project selection',
        }}
        sortingColumn={{ sortingField: (params.sortField as string | undefined) ?? 'dateCreated' }}
        sortingDescending={params.sortOrder !== 'ASC'}
        onSortingChange={({ detail }) => {
          const next = new URLSearchParams(search);
          next.set('sortField', detail.sortingColumn.sortingField ?? 'dateCreated');
          next.set('sortOrder', detail.isDescending ? 'DESC' : 'ASC');
          next.delete('page');
          update(next);
        }}
        empty={
          !failed && !linguist && asksForEveryProject(search) ? (
            <GettingStarted />
          ) : (
            <Box textAlign="center">{failed ?? projectMessages.noProjects}</Box>
          )
        }
        header={
          <Header
            variant="awsui-h1-sticky"
            info={<InfoLink />}
            counter={
              Array.isArray(list.data) || !list.data ? undefined : `(${list.data.paging.total})`
            }
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {!linguist && (
                  <Button href="/web/project/recycleBin" onFollow={follow}>
                    Recycle Bin
                  </Button>
                )}
                {!linguist && (
                  <ButtonDropdown
                    disabled={!editable || status.busy}
                    loading={status.busy}
                    items={statusTargets.map(({ id, text }) => ({ id, text }))}
                    onItemClick={({ detail }) => {
                      const target = statusTargets.find((item) => item.id === detail.id);
                      if (target) status.change(selectedFull, target.status);
                    }}
                  >
                    Change status
                  </ButtonDropdown>
                )}
                {!linguist && rights.sharing && (
                  <Button
                    disabled={!editable}
                    onClick={() =>
                      void navigate(
                        `/web/project/batchAssignVendor?projectSelection=${selectedFull.map((p) => p.uid).join(',')}`,
                      )
                    }
                  >
                    Share
                  </Button>
                )}
                {!linguist && (
                  <Button disabled={!deletable} onClick={() => setDeleting(true)}>
                    Delete
                  </Button>
                )}
                {rights.canCreate && (
                  <Button variant="primary" href="/web/project/create" onFollow={follow}>
                    Create project
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            Projects
          </Header>
        }
        filter={
          <SpaceBetween size="s">
            {!linguist && postMortem.data?.enabled && (
              <SegmentedControl
                label="Project type"
                selectedId={search.get('isPostMortemScoring') === 'true' ? 'postMortem' : 'regular'}
                options={[
                  { id: 'regular', text: 'Regular Projects' },
                  { id: 'postMortem', text: 'Sampled Post-Delivery QA' },
                ]}
                onChange={({ detail }) =>
                  set('isPostMortemScoring', detail.selectedId === 'postMortem' ? 'true' : null)
                }
              />
            )}
            <ProjectPropertyFilter
              keys={keys}
              linguist={linguist}
              tokens={tokensOfQuery(search, keys)}
              onChange={(tokens) => update(queryOfTokens(tokens, search, keys))}
            />
            {!linguist && (
              <SpaceBetween direction="horizontal" size="s" alignItems="center">
                <SegmentedControl
                  label="Quick filters"
                  selectedId={search.get('listStatus') ?? 'ALL'}
                  options={quickFilters}
                  onChange={({ detail }) =>
                    set('listStatus', detail.selectedId === 'ALL' ? null : detail.selectedId)
                  }
                />
                <SavedFiltersMenu
                  search={search}
                  onApply={(url) => update(new URLSearchParams(url))}
                />
              </SpaceBetween>
            )}
          </SpaceBetween>
        }
        pagination={
          <Pagination
            currentPageIndex={page}
            pagesCount={pagesCount}
            openEnd={openEnded && Array.isArray(list.data) && rows.length === pageSize}
            onChange={({ detail }) => set('page', String(detail.currentPageIndex))}
          />
        }
        preferences={
          <ProjectListPreferences
            columns={columns}
            preferences={preferences}
            onConfirm={setPreferences}
          />
        }
      />
      {deleting && (
        <DeleteProjectsModal
          projects={selectedFull}
          onClose={(deleted) => {
            setDeleting(false);
            if (deleted) setSelected([]);
          }}
        />
      )}
    </>
  );
}
