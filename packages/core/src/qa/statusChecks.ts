import type { QualitySettings } from '@tessera/contracts';
import { textsOf } from './text.js';
import type { Finding, ImportTargetLength, QaSegment } from './types.js';

/** A target taken from a TM match under 100% and saved without a change. */
export function fuzzyTMMatchesWithNoPostEditing(segment: QaSegment): Finding {
  const fuzzy =
    segment.matchOrigin === 'TM' && segment.matchScore !== null && segment.matchScore < 100;
  return fuzzy && !segment.targetEdited && textsOf(segment).target.hasText
    ? { details: `${segment.matchScore}%` }
    : undefined;
}

export function unconfirmedSegment(segment: QaSegment): Finding {
  return segment.confirmed ? undefined : {};
}

export function unresolvedComments(segment: QaSegment): Finding {
  return segment.unresolvedComments > 0
    ? { details: String(segment.unresolvedComments) }
    : undefined;
}

export function newerVersionsInPreceedingWorkflowStep(segment: QaSegment): Finding {
  return segment.newerInPrecedingLevel ? {} : undefined;
}

/** The limits that apply: the project's where its overrides say so, else the job's import settings. */
export interface LengthLimits {
  characters: number | null;
  percentOfSource: number | null;
}

export function lengthLimits(
  settings: QualitySettings,
  imported: ImportTargetLength | undefined,
): LengthLimits {
  const overriding = settings.overrideTargetLengthOptionsSetDuringJobCreation;
  const characters =
    overriding && settings.overrideTargetSegmentsLongerThanXCharacters
      ? settings.targetSegmentsLongerThanXCharacters
      : imported?.targetLength
        ? imported.targetLengthMax
        : null;
  const percentOfSource =
    overriding && settings.overrideTargetSegmentsLongerThanXPercentOfSource
      ? settings.targetSegmentsLongerThanXPercentOfSource
      : imported?.targetLengthPercent
        ? imported.targetLengthPercentValue
        : null;
  return { characters, percentOfSource };
}

/** A target (tags left out) longer than the file's limit, the character limit or the percent of its source. */
export function targetLength(segment: QaSegment, limits: LengthLimits): Finding {
  const { source, target } = textsOf(segment);
  const length = target.length;
  const over: string[] = [];
  if (segment.maxLength !== null && length > segment.maxLength)
    over.push(`${length} > ${segment.maxLength} characters allowed by the file`);
  if (limits.characters !== null && length > limits.characters)
    over.push(`${length} > ${limits.characters} characters`);
  const sourceLength = source.length;
  if (
    limits.percentOfSource !== null &&
    sourceLength > 0 &&
    length * 100 > sourceLength * limits.percentOfSource
  )
    over.push(
      `${Math.round((length * 100) / sourceLength)}% > ${limits.percentOfSource}% of the source`,
    );
  return over.length > 0 ? { details: over.join('; ') } : undefined;
}
