import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  format,
  jobMessages,
  jobStatuses,
  jobListMessages,
  jobStatusLabels,
  shellMessages,
  type JobPart,
  type JobStatus,
  type ProjectJobIdsQuery,
} from '@tessera/contracts';
import { useNavigate } from 'react-router';
import { useChangeJobStatus } from '../../../../api/changeJobStatus';
import { useCopySourceToTarget } from '../../../../api/copySourceToTarget';
import { useDeleteAllTranslations } from '../../../../api/deleteAllTranslations';
import { useProjectQuery } from '../../../../api/project';
import { useFlash } from '../../../../components/flash';
import { auditPath } from '../../../../components/auditPath';
import type { SelectedJobsState } from '../../../../components/selectedJobsState';
import { useFollow } from '../../../../components/useFollow';
import {
  allImported,
  deletable,
  jobErrorText,
  linguistActionEnabled,
  linguistActions,
  statusChoiceEnabled,
} from '../../../../components/jobFacts';
import { statusChangeOpen } from '../../../../components/jobOfferFacts';
import { OpenInEditorButton } from '../../../../components/OpenInEditorButton';
import { scoringEnabled } from '../../../../components/scoringFacts';
import { useShellSession } from '../../../../components/session';
import { CreateTicketButton } from './CreateTicketButton';
import { DownloadFailureModal } from './DownloadFailureModal';
import { EmailJobsButton } from './EmailJobsButton';
import { EditJobsButton } from './EditJobsButton';
import { ImportScorecardButton } from './ImportScorecardButton';
import { OfferJobsButton } from './OfferJobsButton';
import { SplitJobsButton } from './SplitJobsButton';
import { useJobDownloads, type DownloadKind } from './useJobDownloads';
import { UploadBilingualButton } from './UploadBilingualButton';
import { WithdrawOfferButton } from './WithdrawOfferButton';

interface Props {
  projectUid: string;
  level: number;
  selected: readonly JobPart[];
  /** The list's filters when every matching job across the pages is selected. */
  allMatching: ProjectJobIdsQuery | null;
  /** Linguists get only Change status with Accept, Decline and Complete (spec 001 section 6). */
  linguist: boolean;
  canEdit: boolean;
  onDelete(): void;
  onStatusHistory(): void;
}

const downloadItems: ReadonlyArray<{ id: DownloadKind; text: string }> = [
  { id: 'original', text: 'Original' },
  { id: 'completed', text: 'Completed' },
  { id: 'MXLF', text: 'Bilingual MXLIFF' },
  { id: 'DOCX', text: 'Bilingual DOCX' },
  { id: 'TMX', text: 'TMX' },
];

/** The job list's header actions for the selected jobs. */
export function JobListActions({
  projectUid,
  level,
  selected,
  allMatching,
  linguist,
  canEdit,
  onDelete,
  onStatusHistory,
}: Props) {
  const follow = useFollow();
  const navigate = useNavigate();
  // The project page has loaded the project; its workflow steps go along for Compare analyses.
  const project = useProjectQuery(projectUid).data;
  const workflowSteps = project?.workflowSteps ?? [];
  const { showFlash } = useFlash();
  const status = useChangeJobStatus();
  const copy = useCopySourceToTarget();
  const clear = useDeleteAllTranslations();
  const { download, downloading, failure, dismissFailure } = useJobDownloads(level);
  const selection = { projectUid, jobPartIds: selected.map((job) => job.id) };
  const imported = allImported(selected);
  const busy = status.isPending || copy.isPending || clear.isPending;
  // An open offer holds the status of its job for everyone but an ADMIN (spec 001 section 6).
  const statusOpen = statusChangeOpen(selected, useShellSession().session.user.role);
  const selectedJobs: SelectedJobsState = {
    jobPartIds: selection.jobPartIds,
    level,
    workflowSteps,
  };
  const history = (
    <>
      <OpenInEditorButton selected={selected} linguist={linguist} />
      {/* Spec 001 section 6: linguists too may upload a bilingual file. */}
      {(linguist || canEdit) && (
        <UploadBilingualButton
          projectUid={projectUid}
          selected={selected}
          selectedJobs={selectedJobs}
        />
      )}
      <CreateTicketButton projectUid={projectUid} selected={selected} />
      <Button disabled={selected.length !== 1} onClick={onStatusHistory}>
        {jobListMessages.statusHistory}
      </Button>
      {/* The report shows who changed what: for admins and project managers, as its API. */}
      {!linguist && (
        <Button
          disabled={selected.length !== 1}
          onClick={() => {
            const [job] = selected;
            if (job) void navigate(auditPath(job.id, job.workflowLevel));
          }}
        >
          Segment audit report
        </Button>
      )}
    </>
  );

  const changeStatus = (newStatus: JobStatus) =>
    status.mutate(
      { ...selection, newStatus },
      {
        onError: (error) =>
          showFlash({
            type: 'error',
            content: format(jobMessages.setStatusFailed, { detail: jobErrorText(error) }),
          }),
      },
    );
  const onFailure = (error: Error) =>
    showFlash({
      type: 'error',
      header: shellMessages.genericFlashHeader,
      content: format(shellMessages.genericFlashContentWithError, { e: jobErrorText(error) }),
    });

  if (linguist)
    return (
      <SpaceBetween direction="horizontal" size="xs">
        {history}
        <ButtonDropdown
          loading={status.isPending}
          items={linguistActions.map((action) => ({
            id: action.id,
            text: action.text,
            disabled: !linguistActionEnabled(action, selected, status.isPending) || !statusOpen,
          }))}
          onItemClick={({ detail }) => {
            const action = linguistActions.find((candidate) => candidate.id === detail.id);
            if (action) changeStatus(action.to);
          }}
        >
          Change status
        </ButtonDropdown>
      </SpaceBetween>
    );
  if (!canEdit)
    return (
      <SpaceBetween direction="horizontal" size="xs">
        {history}
      </SpaceBetween>
    );
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {history}
      <EditJobsButton
        projectUid={projectUid}
        level={level}
        selected={selected}
        allMatching={allMatching}
      />
      <ButtonDropdown
        disabled={!imported || busy || !statusOpen}
        loading={status.isPending}
        items={jobStatuses.map((choice) => ({
          id: choice,
          text: jobStatusLabels[choice],
          disabled: !statusChoiceEnabled(choice, selected),
        }))}
        onItemClick={({ detail }) => {
          const choice = jobStatuses.find((candidate) => candidate === detail.id);
          if (choice) changeStatus(choice);
        }}
      >
        Change status
      </ButtonDropdown>
      <Button
        disabled={!imported || busy}
        loading={copy.isPending}
        onClick={() => copy.mutate(selection, { onError: onFailure })}
      >
        Copy source to target
      </Button>
      <Button
        disabled={!imported || busy}
        loading={clear.isPending}
        onClick={() => clear.mutate(selection, { onError: onFailure })}
      >
        Delete all translations
      </Button>
      <EmailJobsButton
        projectUid={projectUid}
        selected={selected}
        selectedJobs={selectedJobs}
        disabled={!imported || busy}
      />
      <SplitJobsButton
        projectUid={projectUid}
        selected={selected}
        selectedJobs={selectedJobs}
        disabled={busy}
      />
      {project && scoringEnabled(project, level) && (
        <ImportScorecardButton
          projectUid={projectUid}
          selected={selected}
          selectedJobs={selectedJobs}
          disabled={busy}
        />
      )}
      <OfferJobsButton projectUid={projectUid} selected={selected} disabled={busy} />
      <WithdrawOfferButton projectUid={projectUid} selected={selected} disabled={busy} />
      <Button
        disabled={!imported}
        onClick={() => void navigate(`/web/analysis/create/${projectUid}`, { state: selectedJobs })}
      >
        Create analysis
      </Button>
      <Button
        disabled={!imported || busy}
        onClick={() => void navigate(`/web/pretranslate/${projectUid}`, { state: selectedJobs })}
      >
        Pre-translate
      </Button>
      <Button
        disabled={!imported || busy}
        onClick={() => void navigate(`/web/pseudoTranslate/${projectUid}`, { state: selectedJobs })}
      >
        Pseudo-translate
      </Button>
      <Button disabled={!deletable(selected) || busy} onClick={onDelete}>
        Delete
      </Button>
      <ButtonDropdown
        disabled={!imported || downloading}
        loading={downloading}
        items={downloadItems.map(({ id, text }) => ({ id, text }))}
        onItemClick={({ detail }) => {
          const kind = downloadItems.find((item) => item.id === detail.id)?.id;
          if (kind) void download(kind, selected);
        }}
      >
        Download
      </ButtonDropdown>
      <Button
        variant="primary"
        wrapText={false}
        href={`/web/job2/create/${projectUid}`}
        onFollow={follow}
      >
        Create jobs
      </Button>
      {failure && <DownloadFailureModal failure={failure} onClose={dismissFailure} />}
    </SpaceBetween>
  );
}
