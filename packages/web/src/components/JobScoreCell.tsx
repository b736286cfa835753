import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { JobScore } from './scoringFacts';

/** A job list's Score cell: a plain '-' off scoring steps, else the state of the scoring job. */
export function JobScoreCell({ score }: { score: JobScore }) {
  if (!score.indicator) return score.text;
  // "96.0% · Pass" reads as one value: the column widens rather than breaking it.
  return (
    <StatusIndicator type={score.indicator} wrapText={false}>
      {score.text}
    </StatusIndicator>
  );
}
