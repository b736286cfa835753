import { z } from 'zod';
import { queryId, queryList } from './queryParams.js';

/** The largest scoring model or mapping workbook the import reads. */
export const SCORING_WORKBOOK_MAX_BYTES = 5 * 1024 * 1024;

export const ScoringSeverity = z.object({ name: z.string(), weight: z.number() });
export type ScoringSeverity = z.infer<typeof ScoringSeverity>;

export const ScoringCategory = z.object({
  name: z.string(),
  subcategories: z.array(z.string()),
});
export type ScoringCategory = z.infer<typeof ScoringCategory>;

/** What a scoring model workbook says (docs/scoring.md): kept as the model's definition. */
export const ScoringModelDefinition = z.object({
  name: z.string(),
  version: z.number().int().positive(),
  /** The pass threshold: a score at or above it passes (percent). */
  threshold: z.number(),
  /** Penalty points are also shown per this many scored words. */
  unitWords: z.number().int().positive(),
  severities: z.array(ScoringSeverity),
  categories: z.array(ScoringCategory),
});
export type ScoringModelDefinition = z.infer<typeof ScoringModelDefinition>;

/** The answer of POST /api/scoring/updateScoringModel (spec 002 section 7). */
export const ImportedScoringModel = z.object({
  id: z.number(),
  name: z.string(),
  version: z.number(),
});
export type ImportedScoringModel = z.infer<typeof ImportedScoringModel>;

export const SampledQaMapping = z.object({
  projectTemplateId: z.number(),
  projectTemplateName: z.string(),
  scoringModelId: z.number(),
  scoringModelName: z.string(),
  scoringModelVersion: z.number(),
});
export type SampledQaMapping = z.infer<typeof SampledQaMapping>;

/** The answer of POST /api/scoring/importSampledQAMappings: the organization's whole mapping. */
export const SampledQaMappings = z.object({ mappings: z.array(SampledQaMapping) });
export type SampledQaMappings = z.infer<typeof SampledQaMappings>;

/** Scoring job statuses (spec 001): NEW is shown as Requested. */
export const ScoringJobStatus = z.enum(['NEW', 'IN_PROGRESS', 'COMPLETED', 'CANCELED']);
export type ScoringJobStatus = z.infer<typeof ScoringJobStatus>;

/** The score column's text of a scoring job without a score yet (spec 001 section 3). */
export const scoringJobStatusLabels: Record<ScoringJobStatus, string> = {
  NEW: 'Requested',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  CANCELED: 'Canceled',
};

/** Ours: beside a completed job's score, whether it reached the model's pass threshold. */
export const scoringResultLabels = { pass: 'Pass', fail: 'Fail' } as const;

/** A job part's scoring job (spec 001 section 3), keyed by the job part. */
export const ScoringJob = z.object({
  id: z.number(),
  jobPartId: z.number(),
  status: ScoringJobStatus,
  score: z.number().nullable(),
  passing: z.boolean().nullable(),
  scoredWordCount: z.number().nullable(),
  penaltyPoints: z.number().nullable(),
  /** A Sampled Post-Delivery QA job's sample: its words; null scores the whole job. */
  sampledWords: z.number().nullable(),
  scoringModel: z.object({
    id: z.number(),
    name: z.string(),
    version: z.number(),
    threshold: z.number(),
  }),
});
export type ScoringJob = z.infer<typeof ScoringJob>;

/** POST /api/scoring/import?jobPart and GET /api/scoring/getBulkScoringJobs?jobPart (repeated). */
export const ScoringJobPartQuery = z.object({ jobPart: z.coerce.number().int().positive() });
export const BulkScoringJobsQuery = z.object({
  jobPart: z.preprocess(
    (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]),
    z.array(z.coerce.number().int().positive()).min(1).max(500),
  ),
});

/** The scoring status of a group or a project (spec 000 section 4). */
export const ScoringStatus = z.enum([
  'NEW',
  'IN_PROGRESS',
  'IN_PROGRESS_PENDING_FAILURE',
  'SUCCEEDED',
  'FAILED',
]);
export type ScoringStatus = z.infer<typeof ScoringStatus>;

/** Spec 000 section 4: Requested for NEW, In progress for both, Done for SUCCEEDED and FAILED. */
export const scoringStatusLabels: Record<ScoringStatus, string> = {
  NEW: 'Requested',
  IN_PROGRESS: 'In progress',
  IN_PROGRESS_PENDING_FAILURE: 'In progress',
  SUCCEEDED: 'Done',
  FAILED: 'Done',
};

export const ScoringJobCounts = z.object({
  total: z.number(),
  pending: z.number(),
  succeeded: z.number(),
  failed: z.number(),
});

/** The scoring jobs of one project's workflow step and target locale (spec 000 section 3). */
export const ScoringGroup = z.object({
  id: z.number(),
  status: ScoringStatus,
  score: z.number().nullable(),
  passing: z.boolean().nullable(),
  scoredWordCount: z.number().nullable(),
  penaltyPoints: z.number().nullable(),
  jobCounts: ScoringJobCounts,
  scoringModel: z.object({
    id: z.number(),
    name: z.string(),
    version: z.number(),
    threshold: z.number(),
  }),
  workflowStep: z.object({ id: z.number(), name: z.string(), level: z.number() }),
  targetLang: z.string(),
});
export type ScoringGroup = z.infer<typeof ScoringGroup>;

/** A scoring step of a project with its model (null is 'External') and its groups' ids. */
export const ScoringConfig = z.object({
  workflowStep: z.object({
    id: z.number(),
    name: z.string(),
    level: z.number(),
    type: z.string(),
  }),
  scoringModel: z
    .object({ id: z.number(), name: z.string(), version: z.number(), threshold: z.number() })
    .nullable(),
  groupIds: z.array(z.number()),
});
export type ScoringConfig = z.infer<typeof ScoringConfig>;

/** GET /api/scoring/getAllConfigs?project: the configs and the project's scoring status. */
export const ScoringConfigs = z.object({
  status: ScoringStatus.nullable(),
  configs: z.array(ScoringConfig),
});
export type ScoringConfigs = z.infer<typeof ScoringConfigs>;

// Several ids repeat a key or are separated by commas.
const idList = queryList(queryId).refine(
  (ids) => ids.length > 0 && ids.length <= 500,
  'Give from 1 to 500 ids.',
);

export const ScoringConfigsQuery = z.object({ project: z.string().min(1).max(64) });
/** ?groupIds=1,2 or repeated. */
export const BulkScoringGroupsQuery = z.object({ groupIds: idList });

export const ScorecardFormat = z.enum(['CSV', 'XLSX']);
export type ScorecardFormat = z.infer<typeof ScorecardFormat>;
/** POST /api/scoring/downloadScoreCard, form-encoded: the parts' scorecards in one file. */
export const ScorecardDownloadForm = z.object({
  jobPart: idList,
  format: ScorecardFormat.default('CSV'),
});
/** POST /api/scoring/downloadScoreCardByTarget: the scorecards of whole groups. */
export const ScorecardByTargetForm = z.object({
  groupIds: idList,
  format: ScorecardFormat.default('CSV'),
});
/** The scoring jobs of a group, or of one part of it. */
export const GroupScoringJobsQuery = z.object({
  group: z.coerce.number().int().positive(),
  jobPart: z.coerce.number().int().positive().optional(),
});

/** The columns of a downloaded scorecard (docs/scoring.md): one row per error, then the totals. */
export const scorecardDownloadLabels = {
  file: 'File',
  targetLocale: 'Target locale',
  segment: 'Segment',
  source: 'Source',
  target: 'Target',
  category: 'Category',
  subcategory: 'Subcategory',
  severity: 'Severity',
  comment: 'Comment',
  penalty: 'Penalty points',
  totals: 'Totals',
  scoringModel: 'Scoring model',
  threshold: 'Pass threshold (%)',
  scoredWords: 'Scored words',
  score: 'Score (%)',
  result: 'Result',
  passed: 'Pass',
  failed: 'Fail',
  notScored: 'Not scored yet',
} as const;

/** The labels of a scorecard's header row (docs/scoring.md), matched ignoring case. */
export const scorecardLabels = {
  segment: 'Segment',
  category: 'Category',
  subcategory: 'Subcategory',
  severity: 'Severity',
  comment: 'Comment',
} as const;

/** MQM Core's severities and their usual weights: a model without a Severity section gets them. */
export const DEFAULT_SCORING_SEVERITIES: readonly ScoringSeverity[] = [
  { name: 'Neutral', weight: 0 },
  { name: 'Minor', weight: 1 },
  { name: 'Major', weight: 5 },
  { name: 'Critical', weight: 25 },
];

/** MQM Core's error typology: a model without a Category section gets it. */
export const DEFAULT_SCORING_CATEGORIES: readonly ScoringCategory[] = [
  {
    name: 'Accuracy',
    subcategories: ['Addition', 'Omission', 'Mistranslation', 'Untranslated', 'Do not translate'],
  },
  {
    name: 'Fluency',
    subcategories: ['Grammar', 'Spelling', 'Punctuation', 'Inconsistency', 'Character encoding'],
  },
  { name: 'Terminology', subcategories: ['Inconsistent with term base', 'Inconsistent use'] },
  { name: 'Style', subcategories: ['Organizational style', 'Awkward style', 'Unidiomatic style'] },
  {
    name: 'Locale convention',
    subcategories: ['Number format', 'Date format', 'Currency format', 'Measurement format'],
  },
  { name: 'Design and markup', subcategories: ['Layout', 'Markup', 'Truncation'] },
  { name: 'Verity', subcategories: ['Culture-specific reference', 'Legal requirement'] },
];

/** The labels of a scoring model workbook (docs/scoring.md), matched ignoring case. */
export const scoringWorkbookLabels = {
  name: 'Name',
  version: 'Version',
  threshold: 'Pass threshold (%)',
  unitWords: 'Score unit (words)',
  severity: 'Severity',
  weight: 'Weight',
  category: 'Category',
  subcategory: 'Subcategory',
  projectTemplate: 'Project template',
  scoringModel: 'Scoring model',
} as const;

/** The longest comment of an error a reviser records in the editor. */
export const SCORING_ERROR_COMMENT_MAX = 2000;

// The server's own texts of the two imports; the page shows them inside the spec's
// 'There was a problem importing scoring model file: {error}'.
export const scoringMessages = {
  modelFileRequired: 'Choose a scoring model file (.xlsx).',
  mappingFileRequired: 'Choose a mapping file (.xlsx).',
  xlsxOnly: 'Only .xlsx files can be imported.',
  fileTooLarge: 'The file is larger than {limit}.',
  nameMissing: 'The workbook has no Name row: write the model\u2019s name beside "Name".',
  nameTooLong: 'The model name must be at most 255 characters (row {row}).',
  thresholdMissing: 'The workbook has no "Pass threshold (%)" row.',
  thresholdInvalid: 'The pass threshold must be a number from 0 to 100 (row {row}).',
  versionInvalid: 'The version must be a whole number above 0 (row {row}).',
  versionExists: 'Scoring model {name} already has version {version}.',
  unitInvalid: 'The score unit must be a whole number of words above 0 (row {row}).',
  unknownLabel: '"{label}" is not a label of a scoring model workbook (row {row}).',
  labelTwice: '"{label}" is given twice (row {row}).',
  severityNameMissing: 'A severity needs a name (row {row}).',
  weightInvalid: 'The weight of {severity} must be a number of 0 or more (row {row}).',
  severityTwice: 'Severity {severity} is listed twice (row {row}).',
  noPenalty: 'At least one severity must weigh more than 0.',
  categoryNameMissing: 'A subcategory needs its category (row {row}).',
  subcategoryTwice: '{category} / {subcategory} is listed twice (row {row}).',
  postMortemDisabled:
    'Sampled Post-Delivery QA is not enabled: enable it on the Post-delivery QA settings page first.',
  mappingHeaderMissing:
    'The first row must name the columns "Project template" and "Scoring model".',
  mappingEmpty: 'The file maps no project template: add rows below the header.',
  mappingTemplateMissing: 'A row needs a project template and a scoring model (row {row}).',
  unknownTemplate: 'No project template is named {name} (row {row}).',
  unknownModel: 'No scoring model is named {name} (row {row}).',
  unknownModelVersion: 'Scoring model {name} has no version {version} (row {row}).',
  templateTwice: 'Project template {name} is mapped twice (row {row}).',
  scorecardTypes: 'Only .csv and .xlsx scorecards can be imported.',
  scorecardHeaderMissing: 'The first row must name the columns "Category" and "Severity".',
  unknownCategory: 'Category {category} is not in scoring model {model} (row {row}).',
  unknownSubcategory:
    '{category} has no subcategory {subcategory} in scoring model {model} (row {row}).',
  unknownSeverity: 'Severity {severity} is not in scoring model {model} (row {row}).',
  unknownSegment: 'The job has no segment {segment} (row {row}).',
  scoringClosed: 'A canceled scoring job cannot be scored.',
  segmentNotSampled:
    'Segment {segment} is not in the sample this post-delivery QA scores (row {row}).',
  linguistDownloadNotAllowed: 'The project does not let linguists download scorecards.',
  errorCategoryUnknown: 'Category {category} is not in scoring model {model}.',
  errorSubcategoryUnknown: '{category} has no subcategory {subcategory} in scoring model {model}.',
  errorSeverityUnknown: 'Severity {severity} is not in scoring model {model}.',
  errorSegmentUnknown: 'The segment is not in this job.',
  scoringFollowsPart:
    'This scoring job completes with its job part: complete the job to finish its scoring.',
  errorSegmentNotSampled:
    'The segment is not in the sample this post-delivery QA scores: record errors on sampled segments.',
  errorSpanOutside:
    'The marked text is not in the segment\u2019s saved target: save the segment, then mark the text again.',
  errorSpanInvalid: 'The marked text must start before it ends.',
  errorCategoryRequired: 'Choose a category.',
  errorSeverityRequired: 'Choose a severity.',
  errorCommentTooLong: `A comment may have at most ${SCORING_ERROR_COMMENT_MAX} characters.`,
  scoringCompleted: 'The scoring job is completed: reopen the job part to change its errors.',
} as const;
