export type MatchBand =
  'match101' | 'match100' | 'match95' | 'match85' | 'match75' | 'match50' | 'match0';

/** The analysis band of a score: 101, 100, 95–99, 85–94, 75–84, 50–74, below 50. */
export function matchBand(score: number): MatchBand {
  if (score >= 101) return 'match101';
  if (score >= 100) return 'match100';
  if (score >= 95) return 'match95';
  if (score >= 85) return 'match85';
  if (score >= 75) return 'match75';
  if (score >= 50) return 'match50';
  return 'match0';
}
