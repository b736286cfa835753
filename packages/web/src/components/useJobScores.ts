import { useMemo } from 'react';
import { useBulkScoringJobsQuery } from '../api/bulkScoringJobs';
import { jobScoreOf, scoringPartIds, type JobScore, type ScoredPart } from './scoringFacts';

/** The score of each shown job part: one scoring jobs request for the page's scoring parts. */
export function useJobScores(
  parts: readonly ScoredPart[],
  scoredSteps?: ReadonlySet<number>,
): (part: ScoredPart) => JobScore {
  const ids = useMemo(() => scoringPartIds(parts, scoredSteps), [parts, scoredSteps]);
  const query = useBulkScoringJobsQuery(ids);
  return (part) => jobScoreOf(part, { jobs: query.data, failed: query.isError, scoredSteps });
}
