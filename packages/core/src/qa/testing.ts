// Fixtures of the QA tests: a translated, confirmed segment and the default quality settings.
import { QualitySettings } from '@tessera/contracts';
import { checkSegment } from './runChecks.js';
import type { QaCheck, QaContext, QaSegment } from './types.js';

export function segment(fields: Partial<QaSegment> = {}): QaSegment {
  return {
    id: 1,
    ordinal: 1,
    source: 'Hello world.',
    target: 'Hallo Welt.',
    confirmed: true,
    locked: false,
    matchOrigin: null,
    matchScore: null,
    targetEdited: true,
    unresolvedComments: 0,
    newerInPrecedingLevel: false,
    maxLength: null,
    termHits: [],
    ...fields,
  };
}

export function context(
  settings: Partial<QualitySettings> = {},
  fields: Partial<Omit<QaContext, 'settings'>> = {},
): QaContext {
  return { settings: QualitySettings.parse(settings), targetLang: 'de', ...fields };
}

/** The checks that warn on one segment, with their details. */
export function warningsOf(
  fields: Partial<QaSegment>,
  qaContext: QaContext = context(),
): Partial<Record<QaCheck, string>> {
  return Object.fromEntries(
    checkSegment(segment(fields), qaContext).map((warning) => [
      warning.check,
      warning.details ?? '',
    ]),
  );
}
