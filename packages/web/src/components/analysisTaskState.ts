/** The project page's navigation state after an analysis was started: its task, to follow. */
export interface AnalysisTaskState {
  analysisTaskId: string;
}

export function analysisTaskState(taskId: string): AnalysisTaskState {
  return { analysisTaskId: taskId };
}

/** The task id of a location's state, or null. */
export function analysisTaskOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { analysisTaskId } = state as Record<string, unknown>;
  return typeof analysisTaskId === 'string' && analysisTaskId !== '' ? analysisTaskId : null;
}
