// The project status that follows its job parts, as the access and automation settings say.

export type AutomatedJobStatus =
  | 'NEW'
  | 'EMAILED'
  | 'ASSIGNED'
  | 'DECLINED_BY_LINGUIST'
  | 'COMPLETED_BY_LINGUIST'
  | 'COMPLETED'
  | 'CANCELLED';

export interface AutomationRules {
  setProjectToAssignedEnabled: boolean;
  setProjectToAssignedJobStatus: 'EMAILED' | 'ACCEPTED';
  setProjectToCompletedEnabled: boolean;
  setProjectToCompletedJobStatus: 'COMPLETED' | 'DELIVERED' | 'COMPLETED_OR_DELIVERED';
  setProjectToCanceledEnabled: boolean;
}

const emailedOrLater = new Set<AutomatedJobStatus>([
  'EMAILED',
  'ASSIGNED',
  'COMPLETED_BY_LINGUIST',
  'COMPLETED',
]);
const acceptedOrLater = new Set<AutomatedJobStatus>([
  'ASSIGNED',
  'COMPLETED_BY_LINGUIST',
  'COMPLETED',
]);
const finished: Record<
  AutomationRules['setProjectToCompletedJobStatus'],
  Set<AutomatedJobStatus>
> = {
  COMPLETED: new Set(['COMPLETED_BY_LINGUIST']),
  DELIVERED: new Set(['COMPLETED']),
  COMPLETED_OR_DELIVERED: new Set(['COMPLETED_BY_LINGUIST', 'COMPLETED']),
};

/**
 * The status the project moves to, or null when no rule applies. Cancelled parts count only for
 * the cancelled rule, so a project whose other parts are all completed still completes.
 */
export function automatedProjectStatus(
  parts: readonly AutomatedJobStatus[],
  rules: AutomationRules,
): 'ASSIGNED' | 'COMPLETED' | 'CANCELLED' | null {
  if (parts.length === 0) return null;
  if (parts.every((status) => status === 'CANCELLED'))
    return rules.setProjectToCanceledEnabled ? 'CANCELLED' : null;
  const live = parts.filter((status) => status !== 'CANCELLED');
  const completedBy = finished[rules.setProjectToCompletedJobStatus];
  if (rules.setProjectToCompletedEnabled && live.every((status) => completedBy.has(status)))
    return 'COMPLETED';
  const assignedBy =
    rules.setProjectToAssignedJobStatus === 'EMAILED' ? emailedOrLater : acceptedOrLater;
  if (rules.setProjectToAssignedEnabled && live.every((status) => assignedBy.has(status)))
    return 'ASSIGNED';
  return null;
}
