import type { qualityChecks } from '@tessera/contracts';
import { inconsistentTranslations, translationIndex } from './consistency.js';
import type { TranslationIndex } from './consistency.js';
import { qaMessages } from './messages.js';
import { cachedSpeller, spelling } from './spelling.js';
import {
  fuzzyTMMatchesWithNoPostEditing,
  lengthLimits,
  newerVersionsInPreceedingWorkflowStep,
  targetLength,
  unconfirmedSegment,
  unresolvedComments,
} from './statusChecks.js';
import type { LengthLimits } from './statusChecks.js';
import {
  emptyTagContent,
  inconsistentTagContent,
  noTextBetweenTags,
  segmentJoinTags,
  tagsAndFormatting,
  xliffTags,
} from './tagChecks.js';
import {
  customForbiddenTerms,
  customTermList,
  forbiddenTermsWithoutSource,
  terminology,
  unapprovedTerms,
} from './termChecks.js';
import {
  emptyTargets,
  identicalToSource,
  leadingAndTrailingSpace,
  missingNumbers,
  multipleSpaces,
  repeatedWords,
  trailingPunctuation,
} from './textChecks.js';
import type { Finding, QaCheck, QaContext, QaSegment, QaWarning, Speller } from './types.js';

type QualityCheck = (typeof qualityChecks)[number];

/** What a run works out once, not per segment. */
interface Run {
  context: QaContext;
  customTerms: string[];
  limits: LengthLimits;
  speller: Speller | undefined;
  index: TranslationIndex | undefined;
}

type Check = (segment: QaSegment, run: Run) => Finding;

// Each check with the condition that switches it on; the behaviour flags are honoured by the runner.
const checks: ReadonlyArray<[QaCheck, (run: Run) => boolean, Check]> = [
  ['emptyTargets', on('emptyTargets'), emptyTargets],
  [
    'identicalToSource',
    on('identicalToSource'),
    (s, run) => identicalToSource(s, run.context.settings),
  ],
  ['trailingPunctuation', on('trailingPunctuation'), trailingPunctuation],
  [
    'inconsistentTranslations',
    (run) => run.index !== undefined,
    (s, run) => inconsistentTranslations(s, run.index as TranslationIndex),
  ],
  ['missingNumbers', on('missingNumbers'), missingNumbers],
  ['leadingAndTrailingSpace', on('leadingAndTrailingSpace'), leadingAndTrailingSpace],
  ['multipleSpaces', on('multipleSpaces'), multipleSpaces],
  [
    'newerVersionsInPreceedingWorkflowStep',
    on('newerVersionsInPreceedingWorkflowStep'),
    newerVersionsInPreceedingWorkflowStep,
  ],
  ['repeatedWords', on('repeatedWords'), repeatedWords],
  ['tagsAndFormatting', on('tagsAndFormatting'), tagsAndFormatting],
  ['inconsistentTagContent', on('inconsistentTagContent'), inconsistentTagContent],
  ['emptyTagContent', on('emptyTagContent'), emptyTagContent],
  ['segmentJoinTags', on('segmentJoinTags'), segmentJoinTags],
  ['noTextBetweenTags', on('noTextBetweenTags'), noTextBetweenTags],
  ['xliffTags', on('xliffTags'), xliffTags],
  ['terminology', on('terminology'), (s, run) => terminology(s, run.context.settings)],
  [
    'allowUnapprovedTerms',
    (run) => run.context.settings.terminology && !run.context.settings.allowUnapprovedTerms,
    unapprovedTerms,
  ],
  [
    'forbiddenTermsWithoutSource',
    on('forbiddenTermsWithoutSource'),
    (s, run) => forbiddenTermsWithoutSource(s, run.context.forbiddenTerms ?? []),
  ],
  [
    'customForbiddenTerms',
    (run) => run.customTerms.length > 0,
    (s, run) => customForbiddenTerms(s, run.customTerms),
  ],
  [
    'fuzzyTMMatchesWithNoPostEditing',
    on('fuzzyTMMatchesWithNoPostEditing'),
    fuzzyTMMatchesWithNoPostEditing,
  ],
  [
    'spelling',
    (run) => run.speller !== undefined,
    (s, run) => spelling(s, run.speller as Speller, run.context.targetLang),
  ],
  ['unconfirmedSegment', on('unconfirmedSegment'), unconfirmedSegment],
  ['unresolvedComments', on('unresolvedComments'), unresolvedComments],
  ['targetLength', () => true, (s, run) => targetLength(s, run.limits)],
];

function on(check: QualityCheck): (run: Run) => boolean {
  return (run) => run.context.settings[check];
}

function prepare(context: QaContext, jobSegments: readonly QaSegment[] | undefined): Run {
  const { settings } = context;
  return {
    context,
    customTerms: customTermList(settings.customForbiddenTerms),
    limits: lengthLimits(settings, context.importTargetLength),
    speller: settings.spelling && context.speller ? cachedSpeller(context.speller) : undefined,
    index:
      settings.inconsistentTranslations && jobSegments ? translationIndex(jobSegments) : undefined,
  };
}

function runChecks(segment: QaSegment, run: Run, active: typeof checks): QaWarning[] {
  const warnings: QaWarning[] = [];
  for (const [check, , apply] of active) {
    const finding = apply(segment, run);
    if (!finding) continue;
    const warning: QaWarning = { check, segmentId: segment.id, message: qaMessages[check] };
    if (finding.details !== undefined) warning.details = finding.details;
    warnings.push(warning);
  }
  return warnings;
}

const excluded = (segment: QaSegment, context: QaContext) =>
  context.settings.qaExcludeLockedSegments && segment.locked;

/** The warnings of one segment, as on a save; inconsistentTranslations compares with context.jobSegments. */
export function checkSegment(segment: QaSegment, context: QaContext): QaWarning[] {
  if (excluded(segment, context)) return [];
  const others = context.jobSegments?.filter((other) => other.id !== segment.id);
  const run = prepare(context, others ? [...others, segment] : undefined);
  return runChecks(
    segment,
    run,
    checks.filter(([, enabled]) => enabled(run)),
  );
}

/** The warnings of a whole job, in segment order; locked segments are skipped when qaExcludeLockedSegments is on. */
export function checkJob(segments: readonly QaSegment[], context: QaContext): QaWarning[] {
  const run = prepare(context, segments);
  const active = checks.filter(([, enabled]) => enabled(run));
  const warnings: QaWarning[] = [];
  for (const segment of segments)
    if (!excluded(segment, context)) warnings.push(...runChecks(segment, run, active));
  return warnings;
}
