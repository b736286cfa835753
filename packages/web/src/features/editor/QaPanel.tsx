import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { StoredQaWarning } from '@tessera/contracts';
import { useSegmentQaQuery, type PanelSegment } from '../../api/editor';
import { useIgnoreQaWarning } from '../../api/editorQa';
import { messageOf } from '../../api/http';
import { useDates } from '../../components/useDates';
import { PanelSection } from './PanelSection';

function IgnoredBy({ ignored }: { ignored: NonNullable<StoredQaWarning['ignored']> }) {
  const { formatDateTime } = useDates();
  return (
    <Box variant="small" color="text-body-secondary">
      Ignored by {ignored.by.userName}, {formatDateTime(ignored.at)}
    </Box>
  );
}

/** The active segment's warnings of the last QA run; each can be ignored, or the ignore taken back. */
export function QaPanel({ at }: { at: PanelSegment }) {
  const qa = useSegmentQaQuery(at);
  const ignore = useIgnoreQaWarning();
  const list = (qa.data?.warnings ?? []).filter((warning) => warning.segmentId === at.segment);
  const changing = ignore.isPending ? ignore.variables?.warning.id : undefined;
  return (
    <PanelSection title="QA warnings" state={qa} empty={list.length === 0} emptyText="No warnings.">
      <SpaceBetween size="xs">
        {ignore.isError && (
          <StatusIndicator type="error">{messageOf(ignore.error)}</StatusIndicator>
        )}
        {list.map((warning) => (
          <SpaceBetween key={warning.id} size="xxs">
            <StatusIndicator type={warning.ignored ? 'stopped' : 'warning'}>
              {warning.message}
              {warning.ignored && ' (ignored)'}
            </StatusIndicator>
            {warning.details && <Box variant="small">{warning.details}</Box>}
            {warning.ignored && <IgnoredBy ignored={warning.ignored} />}
            <Button
              variant="inline-link"
              loading={changing === warning.id}
              ariaLabel={`${warning.ignored ? 'Stop ignoring' : 'Ignore'}: ${warning.message}`}
              onClick={() =>
                ignore.mutate({ jobPart: at.jobPart, warning, ignored: !warning.ignored })
              }
            >
              {warning.ignored ? 'Stop ignoring' : 'Ignore'}
            </Button>
          </SpaceBetween>
        ))}
      </SpaceBetween>
    </PanelSection>
  );
}
