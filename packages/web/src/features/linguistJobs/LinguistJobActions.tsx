import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { format, jobMessages, type LinguistJob } from '@tessera/contracts';
import { useNavigate } from 'react-router';
import { useChangeLinguistJobStatus } from '../../api/linguistJobs';
import { useFlash } from '../../components/flash';
import { jobErrorText, linguistActionEnabled, linguistActions } from '../../components/jobFacts';
import { statusChangeOpen } from '../../components/jobOfferFacts';
import { OpenInEditorButton } from '../../components/OpenInEditorButton';
import { scorecardFormats, useScorecardDownload } from '../../components/useScorecardDownload';
import { useDates } from '../../components/useDates';
import { createTicketPath } from '../../components/createTicketPath';
import { idsByProject, scorecardDownloadDisabled } from './linguistJobQuery';

/** The linguist list's buttons: Open, Create ticket, Actions and the scorecard Download. */
export function LinguistJobActions({ selected }: { selected: readonly LinguistJob[] }) {
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const { formatDateTime } = useDates();
  const status = useChangeLinguistJobStatus();
  const { downloading, download } = useScorecardDownload();
  const [job] = selected;

  return (
    <SpaceBetween direction="horizontal" size="xs">
      <OpenInEditorButton selected={selected} linguist label="Open" />
      <Button
        disabled={selected.length !== 1}
        onClick={() => {
          if (job) void navigate(createTicketPath(job, formatDateTime));
        }}
      >
        Create ticket
      </Button>
      <ButtonDropdown
        disabled={selected.length === 0}
        loading={status.isPending}
        items={linguistActions.map((action) => ({
          id: action.id,
          text: action.text,
          disabled:
            !linguistActionEnabled(action, selected, status.isPending) ||
            !statusChangeOpen(selected, 'LINGUIST'),
        }))}
        onItemClick={({ detail }) => {
          const action = linguistActions.find((candidate) => candidate.id === detail.id);
          if (!action) return;
          status.mutate(
            { byProject: idsByProject(selected), newStatus: action.to },
            {
              onError: (error) =>
                showFlash({
                  type: 'error',
                  content: format(jobMessages.setStatusFailed, { detail: jobErrorText(error) }),
                }),
            },
          );
        }}
      >
        Actions
      </ButtonDropdown>
      <ButtonDropdown
        disabled={scorecardDownloadDisabled(selected, downloading)}
        loading={downloading}
        items={scorecardFormats.map(({ id, text }) => ({ id, text }))}
        onItemClick={({ detail }) =>
          void download('/api/scoring/downloadScoreCard', {
            jobPart: selected.map((one) => one.id),
            format: detail.id,
          })
        }
      >
        Download
      </ButtonDropdown>
    </SpaceBetween>
  );
}
