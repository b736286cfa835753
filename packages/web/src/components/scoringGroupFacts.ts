import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { scoringStatusOf } from '@tessera/core';
import { scoringStatusLabels, type ScoringGroup, type ScoringStatus } from '@tessera/contracts';

/** A scoring status as shown: its label and the indicator of its state. */
export interface ScoringStatusView {
  text: string;
  indicator: StatusIndicatorProps.Type;
}

const indicators: Record<ScoringStatus, StatusIndicatorProps.Type> = {
  NEW: 'pending',
  IN_PROGRESS: 'in-progress',
  IN_PROGRESS_PENDING_FAILURE: 'warning',
  SUCCEEDED: 'success',
  FAILED: 'error',
};

/** The label of spec 000 section 4, with how many scored jobs failed once any did. */
export function scoringStatusView(
  status: ScoringStatus,
  groups: readonly Pick<ScoringGroup, 'jobCounts'>[],
): ScoringStatusView {
  const failed = groups.reduce((sum, group) => sum + group.jobCounts.failed, 0);
  const label = scoringStatusLabels[status];
  return {
    text: failed > 0 ? `${label} (${failed} failed)` : label,
    indicator: indicators[status],
  };
}

/**
 * A project's scoring status from the groups the list loaded: null when the project has none
 * (it is not scored) or the groups are not loaded yet.
 */
export function projectScoringView(
  groupIds: readonly number[],
  loaded: ReadonlyMap<number, ScoringGroup>,
): ScoringStatusView | null {
  const groups = groupIds.flatMap((id) => loaded.get(id) ?? []);
  if (groupIds.length === 0 || groups.length === 0) return null;
  const status = scoringStatusOf(groups.map((group) => group.jobCounts));
  return status === null ? null : scoringStatusView(status, groups);
}
