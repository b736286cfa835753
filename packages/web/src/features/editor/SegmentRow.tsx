import Icon from '@cloudscape-design/components/icon';
import StatusIndicator, {
  type StatusIndicatorProps,
} from '@cloudscape-design/components/status-indicator';
import * as tokens from '@cloudscape-design/design-tokens';
import type { EditorSegment, SegmentStatus } from '@tessera/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { originLabel, statusLabels } from './segmentLabels';
import { TaggedText } from '../../components/TaggedText';

export const gridColumns = '56px minmax(0, 1fr) minmax(0, 1fr) 120px 110px';

export const rowStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: gridColumns,
  gap: tokens.spaceScaledS,
  padding: `${tokens.spaceScaledXs} ${tokens.spaceScaledS}`,
  borderBottom: `1px solid ${tokens.colorBorderDividerDefault}`,
  alignItems: 'start',
};

const textStyle: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' };

const statusTypes: Record<SegmentStatus, StatusIndicatorProps.Type> = {
  EMPTY: 'pending',
  DRAFT: 'in-progress',
  CONFIRMED: 'success',
  LOCKED: 'stopped',
};

interface Props {
  segment: EditorSegment | undefined;
  active: boolean;
  /** The segment has unresolved QA warnings. */
  flagged: boolean;
  /** The active row's editing surface; other rows show their target as text. */
  target?: ReactNode;
  onActivate(): void;
}

/** One segment of the grid: number (with a QA flag), source, target, status and where the target came from. */
export function SegmentRow({ segment, active, flagged, target, onActivate }: Props) {
  if (!segment)
    return (
      <div role="row" style={rowStyle}>
        <div role="cell">…</div>
      </div>
    );
  return (
    <div
      role="row"
      aria-selected={active}
      aria-rowindex={segment.ordinal}
      onClick={active ? undefined : onActivate}
      style={{
        ...rowStyle,
        cursor: active ? undefined : 'pointer',
        background: active ? tokens.colorBackgroundItemSelected : undefined,
      }}
    >
      <div role="cell">
        {segment.ordinal}
        {flagged && (
          <>
            {' '}
            <Icon name="status-warning" variant="warning" ariaLabel="Has QA warnings" />
          </>
        )}
      </div>
      <div role="cell" style={textStyle}>
        <TaggedText text={segment.source} />
      </div>
      <div role="cell" style={textStyle}>
        {target ?? <TaggedText text={segment.target} />}
      </div>
      <div role="cell">
        <StatusIndicator type={statusTypes[segment.status]}>
          {statusLabels[segment.status]}
        </StatusIndicator>
      </div>
      <div role="cell">{originLabel(segment)}</div>
    </div>
  );
}
