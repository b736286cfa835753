import { z } from 'zod';
import { JobPart } from './jobs.js';
import { queryId, queryList } from './queryParams.js';

/** Spec 001 section 5: the four ways of cutting a job into parts. */
export const splitModes = ['partsCount', 'partSize', 'wordCount', 'afterSegment'] as const;
export type SplitMode = (typeof splitModes)[number];

/** The path of each mode's call under /web/api/v9/job (spec 001 section 7). */
export const splitCalls: Record<SplitMode, string> = {
  partsCount: 'splitByPartsCount',
  partSize: 'splitByPartSize',
  wordCount: 'splitByWordCount',
  afterSegment: 'splitAfterSegment',
};

/** The query of every split call: the job parts whose jobs are cut (the page's "data" array). */
export const SplitQuery = z.object({
  jobPart: queryList(queryId).refine((ids) => ids.length > 0, 'At least one job is required'),
});

const whole = z.number().int().min(1);

export const SplitByPartsCount = z.object({ partsCount: whole });
export const SplitByPartSize = z.object({ partSize: whole });
export const SplitByWordCount = z.object({ wordCount: whole });
/** Segment numbers counted from 1 within the job; a part ends after each. */
export const SplitAfterSegment = z.object({ segmentOrdinal: z.array(whole).min(1) });

export const splitBodies = {
  partsCount: SplitByPartsCount,
  partSize: SplitByPartSize,
  wordCount: SplitByWordCount,
  afterSegment: SplitAfterSegment,
} as const;
/** The body of each mode's call. */
export type SplitBodies = { [M in SplitMode]: z.infer<(typeof splitBodies)[M]> };

/** What a split answers: the job parts of the new parts, at every workflow level. */
export const SplitResponse = z.object({ jobs: z.array(JobPart) });
export type SplitResponse = z.infer<typeof SplitResponse>;

// Ours: spec 001 gives a message per mode without its text; {max} is the bound of the selection.
export const splitMessages = {
  title: 'Split file',
  partsCountLabel: 'Into X parts',
  partSizeLabel: 'Every X segments',
  wordCountLabel: 'Every X words',
  afterSegmentLabel: 'After given segments',
  partsCount: 'Enter a number of parts from 1 to {max}.',
  partSize: 'Enter a number of segments per part from 1 to {max}.',
  wordCount: 'Enter a number of words per part from 1 to {max}.',
  afterSegment: 'Enter one or more segment numbers from 1 to {max}, separated by commas.',
  finished: 'A completed, delivered or cancelled job cannot be split.',
  withOffer: 'A job with an open offer cannot be split; withdraw the offer first.',
  busy: 'A job still being imported or pre-translated cannot be split; try again once it has finished.',
  submit: 'Split',
  /** Beside a part's file name in the job lists. */
  splitPartLabel: 'Part {number} of {count}',
} as const;
