import { scoreOfPenalty, type Score, type ScoringWeights } from './score.js';

/** What a group's figures read of each of its scoring jobs. */
export interface GroupedScoringJob {
  status: 'NEW' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELED';
  passing: boolean | null;
  penaltyPoints: number | null;
  scoredWordCount: number | null;
}

export interface ScoringJobCounts {
  total: number;
  pending: number;
  succeeded: number;
  failed: number;
}

/** The scoring status of a group or a project (spec 000 section 4). */
export type ScoringStatus =
  'NEW' | 'IN_PROGRESS' | 'IN_PROGRESS_PENDING_FAILURE' | 'SUCCEEDED' | 'FAILED';

/** A canceled scoring job is out of the group's counts: it will never be scored. */
export function jobCountsOf(jobs: readonly GroupedScoringJob[]): ScoringJobCounts {
  const counts = { total: 0, pending: 0, succeeded: 0, failed: 0 };
  for (const job of jobs) {
    if (job.status === 'CANCELED') continue;
    counts.total++;
    if (job.status !== 'COMPLETED') counts.pending++;
    else if (job.passing === false) counts.failed++;
    else counts.succeeded++;
  }
  return counts;
}

/**
 * Spec 000 section 4: no pending job in any group gives FAILED if one failed, else SUCCEEDED;
 * every job pending gives NEW; otherwise IN_PROGRESS, or IN_PROGRESS_PENDING_FAILURE after a
 * failure. Null without groups: the project is not scored.
 */
export function scoringStatusOf(groups: readonly ScoringJobCounts[]): ScoringStatus | null {
  if (groups.length === 0) return null;
  const pending = groups.reduce((sum, group) => sum + group.pending, 0);
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  const failed = groups.some((group) => group.failed > 0);
  if (pending === 0) return failed ? 'FAILED' : 'SUCCEEDED';
  if (pending === total) return 'NEW';
  return failed ? 'IN_PROGRESS_PENDING_FAILURE' : 'IN_PROGRESS';
}

/** A group's score: the penalty points of its scored jobs over their words; null before any. */
export function groupScoreOf(
  model: Omit<ScoringWeights, 'severities'>,
  jobs: readonly GroupedScoringJob[],
): (Score & { scoredWordCount: number }) | null {
  const scored = jobs.filter((job) => job.status === 'COMPLETED');
  if (scored.length === 0) return null;
  const penalty = scored.reduce((sum, job) => sum + (job.penaltyPoints ?? 0), 0);
  const words = scored.reduce((sum, job) => sum + (job.scoredWordCount ?? 0), 0);
  return { ...scoreOfPenalty(model, penalty, words), scoredWordCount: words };
}
