/** A memory a lookup reads, with its assignment's penalty; reverse: its targets are matched. */
export interface MatchTm {
  tmId: number;
  penalty: number;
  reverse: boolean;
}

/** A segment's context: its neighbours' sources and its key (key/value formats). */
export interface MatchContext {
  prev: string;
  next: string;
  key: string;
}

export interface MatchQuery {
  source: string;
  context: MatchContext;
  /** This query's own lowest score, where it is above the call's. */
  minScore?: number;
}

export interface TmMatch {
  tmId: number;
  unitId: number;
  /** The unit's source (its target for a reverse memory). */
  source: string;
  /** The unit's target with the query's tags placed (transferTags). */
  target: string;
  /** Final percent: 101 for a context match, minus the penalty, never below 0. */
  score: number;
  createdBy: string;
  modifiedAt: string;
}

export interface Matcher {
  /** Best matches of one query, best first, score ≥ minScore, at most limit. */
  matches(query: MatchQuery, minScore: number, limit: number): Promise<TmMatch[]>;
  /** Best match of each query (null: none ≥ minScore), same order; batched for analyses. */
  best(queries: readonly MatchQuery[], minScore: number): Promise<(TmMatch | null)[]>;
}

export type ContextType = 'AUTO' | 'PREV_AND_NEXT_SEGMENT' | 'SEGMENT_KEY' | 'NO_CONTEXT';

export interface MatcherOptions {
  tms: readonly MatchTm[];
  sourceLang: string;
  targetLang: string;
  contextType: ContextType;
  /** Units whose prepared texts the matcher keeps (default 50,000). */
  keptUnits?: number;
}
