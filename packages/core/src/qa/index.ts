export { checkJob, checkSegment } from './runChecks.js';
export { qaMessages } from './messages.js';
export { spellingWords } from './spelling.js';
export type {
  ImportTargetLength,
  QaCheck,
  QaContext,
  QaSegment,
  QaWarning,
  Speller,
  TermHit,
} from './types.js';
