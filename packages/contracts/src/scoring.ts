import { z } from 'zod';

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

/** A job part's scoring job (spec 001 section 3), keyed by the job part. */
export const ScoringJob = z.object({
  id: z.number(),
  jobPartId: z.number(),
  status: ScoringJobStatus,
  score: z.number().nullable(),
  passing: z.boolean().nullable(),
  scoredWordCount: z.number().nullable(),
  penaltyPoints: z.number().nullable(),
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
} as const;
