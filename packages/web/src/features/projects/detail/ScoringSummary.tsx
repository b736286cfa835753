import Box from '@cloudscape-design/components/box';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { jobMessages, localeName, type Project, type ScoringGroup } from '@tessera/contracts';
import { useScoringConfigsQuery, useScoringGroupsQuery } from '../../../api/scoringGroups';
import { isPostDeliveryStep, isScoringStepType, scoreText } from '../../../components/scoringFacts';
import { scoringStatusView } from '../../../components/scoringGroupFacts';
import { useShellSession } from '../../../components/session';
import { scorecardFormats, useScorecardDownload } from '../../../components/useScorecardDownload';

const columns = [
  {
    id: 'targetLang',
    header: 'Target locale',
    isRowHeader: true,
    cell: (group: ScoringGroup) => localeName(group.targetLang),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (group: ScoringGroup) => {
      const view = scoringStatusView(group.status, [group]);
      return <StatusIndicator type={view.indicator}>{view.text}</StatusIndicator>;
    },
  },
  {
    id: 'score',
    header: 'Score',
    cell: (group: ScoringGroup) =>
      group.score === null ? '-' : scoreText(group.score, group.passing === true),
  },
  {
    id: 'scoredWords',
    header: 'Scored words',
    cell: (group: ScoringGroup) => group.scoredWordCount ?? '-',
  },
  {
    id: 'jobs',
    header: 'Jobs',
    cell: ({ jobCounts }: ScoringGroup) =>
      `${jobCounts.succeeded} passed, ${jobCounts.failed} failed, ${jobCounts.pending} pending of ${jobCounts.total}`,
  },
  {
    id: 'model',
    header: 'Scoring model',
    cell: ({ scoringModel }: ScoringGroup) =>
      `${scoringModel.name} (version ${scoringModel.version}), pass at ${scoringModel.threshold}%`,
  },
];

/** The scoring summary of the project page's workflow step (spec 001): one row per target locale. */
export function ScoringSummary({ project }: { project: Project }) {
  const [search] = useSearchParams();
  const { session } = useShellSession();
  const level = Number(search.get('level') ?? project.workflowSteps[0]?.level ?? 1);
  const step = project.workflowSteps.find((candidate) => candidate.level === level);
  // An 'External' scoring step has no data here; a step that never scores says so.
  const scored =
    step !== undefined && (isScoringStepType(step.type) || isPostDeliveryStep(project, level));
  const configs = useScoringConfigsQuery(project.uid);
  const config = configs.data?.configs.find((one) => one.workflowStep.level === level);
  const groups = useScoringGroupsQuery(scored ? (config?.groupIds ?? []) : []);
  const [selected, setSelected] = useState<readonly ScoringGroup[]>([]);
  const { downloading, download } = useScorecardDownload();
  const mayDownload =
    session.user.role !== 'LINGUIST' || project.allowLinguistsToDownloadTranslationJobs;
  const projectStatus = configs.data?.status;

  let empty: string = jobMessages.noScoringData;
  if (!scored) empty = jobMessages.noScoringInStep;
  else if (configs.isError || groups.isError) empty = jobMessages.loadScoringSummaryFailed;
  const items = scored && !groups.isError ? (groups.data ?? []) : [];

  return (
    <section aria-label="Scoring summary">
      <Table
        variant="container"
        wrapLines
        trackBy="id"
        items={items}
        columnDefinitions={columns}
        loading={
          scored && (configs.isPending || (groups.isPending && groups.fetchStatus !== 'idle'))
        }
        loadingText="Loading scoring summary"
        selectionType={items.length > 0 ? 'multi' : undefined}
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          itemSelectionLabel: (_data, group) => localeName(group.targetLang),
          allItemsSelectionLabel: () => 'Select all target locales',
          selectionGroupLabel: 'Scoring group selection',
        }}
        empty={<Box textAlign="center">{empty}</Box>}
        header={
          <Header
            description={
              projectStatus
                ? `Project scoring: ${scoringStatusView(projectStatus, groups.data ?? []).text}`
                : undefined
            }
            actions={
              <ButtonDropdown
                disabled={selected.length === 0 || downloading || !mayDownload}
                loading={downloading}
                items={scorecardFormats}
                onItemClick={({ detail }) =>
                  void download('/api/scoring/downloadScoreCardByTarget', {
                    groupIds: selected.map((group) => group.id),
                    format: detail.id,
                  })
                }
              >
                Download
              </ButtonDropdown>
            }
          >
            Scoring summary
          </Header>
        }
      />
    </section>
  );
}
