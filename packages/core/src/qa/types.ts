import type { MatchOrigin, QualitySettings } from '@tessera/contracts';

/** A term base hit of a segment's source, found by the caller: the target terms of one source term. */
export interface TermHit {
  sourceTerm: string;
  targetTerms: readonly string[];
  approved: boolean;
  forbidden: boolean;
}

/** One segment as QA reads it; tags are written inline in source and target ({1}…{/1}, {2/}). */
export interface QaSegment {
  id: number;
  /** The segment number shown to the user. */
  ordinal: number;
  source: string;
  target: string;
  confirmed: boolean;
  locked: boolean;
  matchOrigin: MatchOrigin | null;
  /** The TM score the target came from, when it came from a TM. */
  matchScore: number | null;
  /** Whether the target differs from the match it came from. */
  targetEdited: boolean;
  unresolvedComments: number;
  /** Whether an earlier workflow level holds a newer target than this level. */
  newerInPrecedingLevel: boolean;
  /** The file's own length limit of the target (e.g. an XLIFF maxwidth), in characters. */
  maxLength: number | null;
  termHits: readonly TermHit[];
}

/** The target length options of the job's import settings (spec 001 section 3). */
export interface ImportTargetLength {
  targetLength: boolean;
  targetLengthMax: number;
  targetLengthPercent: boolean;
  targetLengthPercentValue: number;
}

/** Says whether a word is spelled right; null when there is no dictionary for the language. */
export type Speller = (word: string, lang: string) => boolean | null;

export interface QaContext {
  settings: QualitySettings;
  importTargetLength?: ImportTargetLength;
  targetLang: string;
  /** Forbidden target terms of the QA term bases, checked even where their source term is absent. */
  forbiddenTerms?: readonly string[];
  speller?: Speller;
  /** For checkSegment: the job's other segments (at least those sharing its source or target). */
  jobSegments?: readonly QaSegment[];
}

/** The checks a warning can come from: the quality settings' checks and the target length. */
export type QaCheck =
  | 'emptyTargets'
  | 'identicalToSource'
  | 'trailingPunctuation'
  | 'inconsistentTranslations'
  | 'missingNumbers'
  | 'leadingAndTrailingSpace'
  | 'multipleSpaces'
  | 'newerVersionsInPreceedingWorkflowStep'
  | 'repeatedWords'
  | 'tagsAndFormatting'
  | 'inconsistentTagContent'
  | 'emptyTagContent'
  | 'segmentJoinTags'
  | 'noTextBetweenTags'
  | 'xliffTags'
  | 'terminology'
  | 'allowUnapprovedTerms'
  | 'forbiddenTermsWithoutSource'
  | 'customForbiddenTerms'
  | 'fuzzyTMMatchesWithNoPostEditing'
  | 'spelling'
  | 'unconfirmedSegment'
  | 'unresolvedComments'
  | 'targetLength';

export interface QaWarning {
  check: QaCheck;
  segmentId: number;
  message: string;
  /** What exactly was found, e.g. the missing numbers. */
  details?: string;
}

/** What one check found in a segment: nothing, or a finding with optional details. */
export type Finding = { details?: string } | undefined;
