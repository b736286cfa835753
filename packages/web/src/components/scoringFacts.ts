import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import {
  jobMessages,
  scoringJobStatusLabels,
  scoringResultLabels,
  type Project,
  type ScoringJob,
} from '@tessera/contracts';

const scoringStepTypes: ReadonlySet<string> = new Set(['SCORING', 'SCORING_AND_REVISION']);

/** Spec 001 section 6: scoring belongs to the workflow steps of these two types. */
export const isScoringStepType = (type: string): boolean => scoringStepTypes.has(type);

/** A job part as the score column needs it. */
export interface ScoredPart {
  id: number;
  workflowStep: { type: string };
}

/** The answer of the page's one scoring jobs request: undefined while it loads. */
export interface ScoringJobsLoad {
  jobs: readonly ScoringJob[] | undefined;
  failed: boolean;
}

/** A score cell: its text, with the indicator of its state when it has one. */
export interface JobScore {
  text: string;
  indicator?: StatusIndicatorProps.Type;
}

/** The parts whose scoring jobs the page asks for: those of a scoring step. */
export const scoringPartIds = (parts: readonly ScoredPart[]): number[] =>
  parts.filter((part) => isScoringStepType(part.workflowStep.type)).map((part) => part.id);

/** A completed score as a percent with one decimal and its result, e.g. "96.0% · Pass". */
export function scoreText(score: number, passing: boolean): string {
  const result = passing ? scoringResultLabels.pass : scoringResultLabels.fail;
  return `${score.toFixed(1)}% · ${result}`;
}

const statusIndicators: Record<ScoringJob['status'], StatusIndicatorProps.Type> = {
  NEW: 'pending',
  IN_PROGRESS: 'in-progress',
  COMPLETED: 'success',
  CANCELED: 'stopped',
};

/** The score column of one job part (spec 001 sections 2 and 3). */
export function jobScoreOf(part: ScoredPart, load: ScoringJobsLoad): JobScore {
  if (!isScoringStepType(part.workflowStep.type)) return { text: '-' };
  if (load.failed) return { text: jobMessages.loadScoresFailed, indicator: 'error' };
  if (!load.jobs) return { text: 'Loading', indicator: 'loading' };
  const scoring = load.jobs.find((job) => job.jobPartId === part.id);
  // A scoring step without a scoring job: the project gave the step no model (misconfigured).
  if (!scoring) return { text: jobMessages.scoringJobNotFound, indicator: 'warning' };
  if (scoring.status === 'COMPLETED' && scoring.score !== null)
    return {
      text: scoreText(scoring.score, scoring.passing === true),
      indicator: scoring.passing === true ? 'success' : 'error',
    };
  return {
    text: scoringJobStatusLabels[scoring.status],
    indicator: statusIndicators[scoring.status],
  };
}

/**
 * Spec 001 section 6: scoring items (import scorecard, scorecard downloads) appear only on a
 * scoring step the project gives a scoring model; null is 'External', which has no scoring jobs.
 */
export function scoringEnabled(
  project: Pick<Project, 'workflowSteps' | 'scoringModelIdsByWorkflowStepId'>,
  level: number,
): boolean {
  const step = project.workflowSteps.find((candidate) => candidate.level === level);
  if (!step || !isScoringStepType(step.type)) return false;
  return typeof project.scoringModelIdsByWorkflowStepId[String(step.id)] === 'number';
}
