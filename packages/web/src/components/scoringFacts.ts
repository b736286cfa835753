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
  workflowStep: { id: number; type: string };
}

/** The answer of the page's one scoring jobs request: undefined while it loads. */
export interface ScoringJobsLoad {
  jobs: readonly ScoringJob[] | undefined;
  failed: boolean;
  /** The steps the project scores in Tessera, where the project is known (scoredStepsOf). */
  scoredSteps?: ReadonlySet<number>;
}

type ScoringProject = Pick<
  Project,
  'workflowSteps' | 'scoringModelIdsByWorkflowStepId' | 'isPostMortemScoring'
>;

/** A post-delivery QA project samples the jobs its last workflow step delivers. */
export function isPostDeliveryStep(project: ScoringProject, level: number): boolean {
  const last = Math.max(...project.workflowSteps.map((step) => step.level));
  return project.isPostMortemScoring && level === last;
}

/**
 * The workflow steps a project scores in Tessera: a scoring step given a model (not 'External',
 * which is scored elsewhere) and a post-delivery QA project's last step.
 */
export const scoredStepsOf = (project: ScoringProject): ReadonlySet<number> =>
  new Set(
    project.workflowSteps
      .filter(
        (step) =>
          (isScoringStepType(step.type) &&
            typeof project.scoringModelIdsByWorkflowStepId[String(step.id)] === 'number') ||
          isPostDeliveryStep(project, step.level),
      )
      .map((step) => step.id),
  );

const scoresPart = (part: ScoredPart, scoredSteps: ReadonlySet<number> | undefined) =>
  scoredSteps ? scoredSteps.has(part.workflowStep.id) : isScoringStepType(part.workflowStep.type);

/** A score cell: its text, with the indicator of its state when it has one. */
export interface JobScore {
  text: string;
  indicator?: StatusIndicatorProps.Type;
}

/** The parts whose scoring jobs the page asks for: those of a step that scores. */
export const scoringPartIds = (
  parts: readonly ScoredPart[],
  scoredSteps?: ReadonlySet<number>,
): number[] => parts.filter((part) => scoresPart(part, scoredSteps)).map((part) => part.id);

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
  // Off scoring steps, and on 'External' (the form's None) ones, scored outside Tessera by design.
  if (!scoresPart(part, load.scoredSteps)) return { text: '-' };
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
 * scoring-type step the project gives a model; 'External' has no scoring jobs.
 */
export function scoringEnabled(project: ScoringProject, level: number): boolean {
  const step = project.workflowSteps.find((candidate) => candidate.level === level);
  return step !== undefined && isScoringStepType(step.type) && scoredStepsOf(project).has(step.id);
}
