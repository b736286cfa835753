/** A model's weights as the score needs them: severity name to penalty points. */
export interface ScoringWeights {
  threshold: number;
  unitWords: number;
  severities: ReadonlyArray<{ name: string; weight: number }>;
}

/** One error a reviser recorded: its severity names a severity of the model. */
export interface ScoredError {
  severity: string;
}

export interface Score {
  /** The errors' weights added up. */
  penaltyPoints: number;
  /** Penalty points per the model's unit of scored words. */
  normedPenalty: number;
  /** 100 less the penalty points per 100 scored words, never below 0 (MQM's quality score). */
  score: number;
  passing: boolean;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * The MQM score of scored words with their errors: the penalty points per word as a share taken
 * from 100. An error of a severity the model lacks is refused before it is recorded, so it weighs 0 here.
 */
export function scoreOf(
  model: ScoringWeights,
  errors: readonly ScoredError[],
  scoredWords: number,
): Score {
  const weightOf = new Map(
    model.severities.map((severity) => [severity.name.toLowerCase(), severity.weight]),
  );
  const penaltyPoints = errors.reduce(
    (sum, error) => sum + (weightOf.get(error.severity.toLowerCase()) ?? 0),
    0,
  );
  return scoreOfPenalty(model, penaltyPoints, scoredWords);
}

/** The score of penalty points over scored words: a job's errors, or a group's jobs added up. */
export function scoreOfPenalty(
  model: Omit<ScoringWeights, 'severities'>,
  penaltyPoints: number,
  scoredWords: number,
): Score {
  // Nothing scored cannot fail: the penalty of no words is taken as none.
  const perWord = scoredWords > 0 ? penaltyPoints / scoredWords : 0;
  const score = hundredths(Math.max(0, 100 - perWord * 100));
  return {
    penaltyPoints,
    normedPenalty: hundredths(perWord * model.unitWords),
    score,
    passing: score >= model.threshold,
  };
}
