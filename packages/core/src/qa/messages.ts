import type { QaCheck } from './types.js';

// The spec gives no QA wording; every warning's message is here, one line each.
export const qaMessages: Readonly<Record<QaCheck, string>> = {
  emptyTargets: 'The target is empty.',
  identicalToSource: 'The target is identical to the source.',
  trailingPunctuation: 'The target ends with different punctuation than the source.',
  inconsistentTranslations: 'The same text is translated differently in this job.',
  missingNumbers: 'Numbers of the source are missing in the target.',
  leadingAndTrailingSpace: 'Leading or trailing spaces differ from the source.',
  multipleSpaces: 'The target contains multiple spaces.',
  newerVersionsInPreceedingWorkflowStep: 'A preceding workflow step has a newer version.',
  repeatedWords: 'The target repeats a word.',
  tagsAndFormatting: 'Tags are missing, extra or in an invalid order.',
  inconsistentTagContent: 'A tag encloses different numbers or placeholders than in the source.',
  emptyTagContent: 'A tag pair that encloses text in the source is empty in the target.',
  segmentJoinTags: 'A tag at the start or end of the source is not at the same edge of the target.',
  noTextBetweenTags: 'Tags separated by text in the source have no text between them.',
  xliffTags: 'The target contains XLIFF markup or malformed tags written as text.',
  terminology: 'An approved term translation is missing or a forbidden term is used.',
  allowUnapprovedTerms: 'The target uses an unapproved term.',
  forbiddenTermsWithoutSource: 'The target uses a forbidden term not found in the source.',
  customForbiddenTerms: 'The target uses a custom forbidden term.',
  fuzzyTMMatchesWithNoPostEditing: 'A fuzzy TM match was not edited.',
  spelling: 'Possible spelling mistakes.',
  unconfirmedSegment: 'The segment is not confirmed.',
  unresolvedComments: 'The segment has unresolved comments.',
  targetLength: 'The target is too long.',
};
