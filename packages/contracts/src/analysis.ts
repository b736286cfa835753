import { z } from 'zod';
import { JobSelectionFields } from './jobs.js';
import { jobMessages } from './messages.js';
import { queryId, queryList } from './queryParams.js';

// Analyses (spec 001: Create analysis, Analyses list, Analysis request; docs/decisions/analysis.md).

export const analysisTypes = ['PreAnalyse', 'Compare'] as const;
export const AnalysisType = z.enum(analysisTypes);
export type AnalysisType = z.infer<typeof AnalysisType>;

/** The bands an analysis counts, in the order a table shows them. */
export const analysisBands = [
  'repetitions',
  'internalFuzzy',
  'match101',
  'match100',
  'match95',
  'match85',
  'match75',
  'match50',
  'match0',
  'nonTranslatable',
  'machineTranslation',
] as const;
export type AnalysisBand = (typeof analysisBands)[number];

/** How the tables and downloads label each band (and `all`). */
export const analysisBandLabels: Record<AnalysisBand | 'all', string> = {
  repetitions: 'Repetitions',
  internalFuzzy: 'Internal fuzzy matches',
  match101: '101%',
  match100: '100%',
  match95: '95%–99%',
  match85: '85%–94%',
  match75: '75%–84%',
  match50: '50%–74%',
  match0: 'No match (0%–49%)',
  nonTranslatable: 'Non-translatables',
  machineTranslation: 'Machine translation',
  all: 'Total',
};

export const ANALYSIS_NAME_MAX = 255;

// Messages of our own for rules the spec states without words (docs/decisions/analysis.md).
export const analysisMessages = {
  compareWithRequired: jobMessages.compareWithRequired,
  analyzeByLinguistUnavailable: 'Analyze by linguist is not available.',
  compareNeedsWorkflowSteps: 'A Compare analysis needs a project with workflow steps.',
  compareLevelUnknown: 'Compare with must be a workflow step of the project.',
  compareLevelIsCurrent: 'Compare with must be another workflow step than the selected jobs’ one.',
  nameTooLong: `The name must be at most ${ANALYSIS_NAME_MAX} characters`,
  nameRequired: 'The name is required',
  jobsChanged:
    'A selected job was deleted or changed before the analysis finished; nothing was saved.',
  /** The name of an analysis created without one. */
  defaultName: 'Analysis #{innerId}',
} as const;

const flag = (value: boolean) => z.boolean().default(value);

/** POST /api/analysis/create: spec 001 "Analysis request" with its defaults (section 5). */
export const AnalysisCreateRequest = JobSelectionFields.extend({
  type: AnalysisType,
  name: z
    .string()
    .trim()
    .max(ANALYSIS_NAME_MAX, analysisMessages.nameTooLong)
    .nullish()
    .transform((name) => name || undefined),
  /** The workflow level whose target a Compare analysis measures the current target against. */
  compareWorkflowLevel: z.coerce.number().int().min(1).nullish(),
  includeFuzzyRepetitions: flag(true),
  includeConfirmedSegments: flag(false),
  includeLockedSegments: flag(false),
  includeNumbers: flag(false),
  analyzeByLinguist: flag(false).refine(
    (byLinguist) => !byLinguist,
    analysisMessages.analyzeByLinguistUnavailable,
  ),
  countSourceUnits: flag(true),
}).superRefine((request, issues) => {
  if (request.type === 'Compare' && request.compareWorkflowLevel == null)
    issues.addIssue({
      code: 'custom',
      path: ['compareWorkflowLevel'],
      message: analysisMessages.compareWithRequired,
    });
});
export type AnalysisCreateRequest = z.output<typeof AnalysisCreateRequest>;
export type AnalysisCreateInput = z.input<typeof AnalysisCreateRequest>;

/** The options an analysis ran with, as stored and shown with it. */
export const AnalysisOptions = z.object({
  compareWorkflowLevel: z.number().nullable(),
  includeFuzzyRepetitions: z.boolean(),
  includeConfirmedSegments: z.boolean(),
  includeLockedSegments: z.boolean(),
  includeNumbers: z.boolean(),
  countSourceUnits: z.boolean(),
});
export type AnalysisOptions = z.infer<typeof AnalysisOptions>;

/** One band's figures; percent is the band's share of the words (2 decimals). */
export const AnalysisCounts = z.object({
  segments: z.number(),
  words: z.number(),
  characters: z.number(),
  percent: z.number(),
});
export type AnalysisCounts = z.infer<typeof AnalysisCounts>;

export const AnalysisData = z.object({
  ...(Object.fromEntries(analysisBands.map((band) => [band, AnalysisCounts])) as Record<
    AnalysisBand,
    typeof AnalysisCounts
  >),
  all: AnalysisCounts,
});
export type AnalysisData = z.infer<typeof AnalysisData>;

export const AnalysisLanguages = z.object({ sourceLocale: z.string(), targetLocale: z.string() });
export type AnalysisLanguages = z.infer<typeof AnalysisLanguages>;

/** spec 001 "Analysis": a row of GET /api/analysis/listByProject. */
export const AnalysisListItem = z.object({
  id: z.number(),
  innerId: z.number(),
  name: z.string(),
  /** Always null: analyses by linguist are not offered (spec 001 section 5). */
  linguist: z.string().nullable(),
  type: AnalysisType,
  dateCreated: z.string(),
  createdBy: z.object({ id: z.number().nullable(), userName: z.string() }),
  organization: z.object({ id: z.number(), name: z.string() }),
  /** One pair per target locale analysed. */
  languages: z.array(AnalysisLanguages),
  /** False for another organization's analysis: shown, not selectable (spec 001 section 6). */
  selectable: z.boolean(),
});
export type AnalysisListItem = z.infer<typeof AnalysisListItem>;

export const AnalysisJob = z.object({
  /** Null once the job part is deleted: the analysis keeps its figures. */
  jobPartId: z.number().nullable(),
  fileName: z.string(),
  targetLocale: z.string(),
  workflowLevel: z.number(),
  data: AnalysisData,
});
export type AnalysisJob = z.infer<typeof AnalysisJob>;

/** GET /api/analysis?id. */
export const Analysis = AnalysisListItem.extend({
  projectUid: z.string(),
  options: AnalysisOptions,
  jobs: z.array(AnalysisJob),
  total: AnalysisData,
});
export type Analysis = z.infer<typeof Analysis>;

export const AnalysisQuery = z.object({ id: queryId });
export const AnalysisListQuery = z.object({ projectUid: z.string().trim().min(1) });
/** DELETE /web/api/v2/analyse/delete?analyse=1&analyse=2 (or analyse=1,2). */
export const AnalysisDeleteQuery = z.object({
  analyse: queryList(queryId).refine((ids) => ids.length > 0, 'At least one analysis is required'),
});
/** PUT /api/analysis?id: the rename of /web/analyse/edit. */
export const AnalysisRename = z.object({
  name: z
    .string({ error: analysisMessages.nameRequired })
    .trim()
    .min(1, analysisMessages.nameRequired)
    .max(ANALYSIS_NAME_MAX, analysisMessages.nameTooLong),
});
export const analysisDownloadFormats = ['CSV', 'XLSX'] as const;
export const AnalysisDownloadQuery = AnalysisQuery.extend({
  format: z.enum(analysisDownloadFormats).default('CSV'),
});
/** The result of the analysis task once OK (GET /api/backgroundTask?id answers it as result). */
export const AnalysisTaskResult = z.object({ analysisId: z.number() });
export type AnalysisTaskResult = z.infer<typeof AnalysisTaskResult>;
