import { z } from 'zod';
import { queryId, queryList } from './queryParams.js';
import {
  NOTE_MAX,
  PAGE_SIZE_OPTIONS,
  DEFAULT_PAGE_SIZE,
  PROJECT_NAME_MAX,
  PSEUDO_TRANSLATE_LENGTH_MAX,
} from './constants.js';
import { NamedRecord, WorkflowStepType } from './lookups.js';
import { parseJsonText } from './jsonText.js';
import { format, projectMessages, serverMessages } from './messages.js';

export const projectStatuses = [
  'NEW',
  'ASSIGNED',
  'COMPLETED',
  'CANCELLED',
  'ACCEPTED_BY_VENDOR',
  'DECLINED_BY_VENDOR',
  'COMPLETED_BY_VENDOR',
] as const;
export const ProjectStatus = z.enum(projectStatuses);
export type ProjectStatus = z.infer<typeof ProjectStatus>;
// The statuses a bulk change may set (spec 000 section 4).
export const bulkProjectStatuses = ['COMPLETED', 'CANCELLED', 'NEW'] as const;

// Placeholders of the completed-file name; {fileName} is the name without its extension.
export const DEFAULT_RENAME_COMPLETED_FILES_TO =
  '{path}/{fileName}_{sourceLang}_{targetLang}_{workflow}_{status}.{extension}';

const flag = (value: boolean) => z.boolean().default(value);
const recordId = z.number().int().positive();

// "a,, b ,c" is stored as "a,b,c" (spec 000 section 5).
export function normaliseForbiddenTerms(terms: string): string {
  return terms
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean)
    .join(',');
}

// The web sends the per-locale engine map as a JSON string (spec 000 section 3); objects pass as they are.
// A __proto__ or constructor key inside the string is refused: zod would drop it silently.
const LocaleEngineIds = z.preprocess(
  (value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return {};
    const parsed = parseJsonText(value);
    if ('forbiddenKey' in parsed) {
      ctx.addIssue({
        code: 'custom',
        message: format(serverMessages.forbiddenJsonKey, { key: parsed.forbiddenKey }),
      });
      return z.NEVER;
    }
    return 'value' in parsed ? parsed.value : value;
  },
  z.record(z.string(), recordId.nullable()),
);

export const contextTypes = ['AUTO', 'PREV_AND_NEXT_SEGMENT', 'SEGMENT_KEY', 'NO_CONTEXT'] as const;

export const PreTranslateSettings = z.object({
  useTranslationMemory: flag(true),
  tmMatchThreshold: z
    .number({ error: projectMessages.thresholdWhole })
    .int(projectMessages.thresholdWhole)
    .min(0, projectMessages.thresholdMin)
    .max(101, projectMessages.thresholdMax)
    .default(75),
  useMachineTranslation: flag(true),
  preTranslateNonTranslatables: flag(false),
  automaticallyPretranslate: flag(true),
  confirmNonTranslatable: flag(false),
  confirm100Match: flag(false),
  confirm101Match: flag(false),
  lockNonTranslatable: flag(false),
  lock100Match: flag(false),
  lock101Match: flag(false),
  completeJobsOncePretranslated: flag(false),
  completeProjectOnceAllJobsPretranslated: flag(false),
  overwriteExistingTranslationsWithPretranslation: flag(false),
  contextType: z.enum(contextTypes).default('PREV_AND_NEXT_SEGMENT'),
  // Pseudo-translation defaults of spec 001 section 5.
  pseudoTranslateReplacement: z.string().max(10).default('$'),
  pseudoTranslatePrefix: z.string().max(100).default(''),
  pseudoTranslateSuffix: z.string().max(100).default(''),
  pseudoTranslateLength: z
    .number()
    .min(0, projectMessages.pseudoLengthMin)
    .max(PSEUDO_TRANSLATE_LENGTH_MAX, projectMessages.pseudoLengthMax)
    .default(1),
});
export type PreTranslateSettings = z.output<typeof PreTranslateSettings>;

export const AnalysisSettings = z.object({
  analysisType: z.enum(['PreAnalyse', 'Compare']).default('PreAnalyse'),
  includeInternalFuzzies: flag(true),
  excludeConfirmedSegments: flag(false),
  excludeLockedSegments: flag(false),
  excludeNumbers: flag(false),
  analyzeByLinguist: flag(false),
  countUnitsIn: z.enum(['SOURCE', 'TARGET']).default('SOURCE'),
});
export type AnalysisSettings = z.output<typeof AnalysisSettings>;

export const qualityChecks = [
  'preventLinguistsFromCompletingJobsWithQAWarnings',
  'qaExcludeLockedSegments',
  'autoIgnorePreviouslyIgnoredQAWarnings',
  'emptyTargets',
  'identicalToSource',
  'trailingPunctuation',
  'inconsistentTranslations',
  'missingNumbers',
  'leadingAndTrailingSpace',
  'multipleSpaces',
  'newerVersionsInPreceedingWorkflowStep',
  'repeatedWords',
  'tagsAndFormatting',
  'inconsistentTagContent',
  'emptyTagContent',
  'segmentJoinTags',
  'noTextBetweenTags',
  'xliffTags',
  'terminology',
  'allowUnapprovedTerms',
  'forbiddenTermsWithoutSource',
  'fuzzyTMMatchesWithNoPostEditing',
  'spelling',
  'includeCapitalizedWordsWhenIdenticalToSource',
  'includeWordsInAllCaps',
  'unconfirmedSegment',
  'unresolvedComments',
] as const;

export const QualitySettings = z
  .object({
    ...(Object.fromEntries(qualityChecks.map((check) => [check, flag(true)])) as Record<
      (typeof qualityChecks)[number],
      z.ZodDefault<z.ZodBoolean>
    >),
    customForbiddenTerms: z.string().max(100_000).transform(normaliseForbiddenTerms).default(''),
    overrideTargetLengthOptionsSetDuringJobCreation: flag(false),
    overrideTargetSegmentsLongerThanXCharacters: flag(false),
    overrideTargetSegmentsLongerThanXPercentOfSource: flag(false),
    targetSegmentsLongerThanXCharacters: z.number().default(10000),
    targetSegmentsLongerThanXPercentOfSource: z.number().default(130),
  })
  // A length only counts, and so is only checked, while its own override is on (spec 000 section 5).
  .superRefine((settings, ctx) => {
    if (
      settings.overrideTargetSegmentsLongerThanXCharacters &&
      settings.targetSegmentsLongerThanXCharacters < 1
    )
      ctx.addIssue({
        code: 'custom',
        path: ['targetSegmentsLongerThanXCharacters'],
        message: projectMessages.lengthCharsMin,
      });
    if (
      settings.overrideTargetSegmentsLongerThanXPercentOfSource &&
      settings.targetSegmentsLongerThanXPercentOfSource < 1
    )
      ctx.addIssue({
        code: 'custom',
        path: ['targetSegmentsLongerThanXPercentOfSource'],
        message: projectMessages.lengthPercentMin,
      });
  });
export type QualitySettings = z.output<typeof QualitySettings>;

export const AccessAndAutomationSettings = z.object({
  allowLinguistsToUseTheWebEditor: flag(true),
  allowLinguistsToDownloadTranslationJobs: flag(true),
  allowLinguistsToViewUserMetadataInTheWebEditor: flag(true),
  preventCompletingJobsWithEmptyTargets: flag(false),
  setProjectToAssignedEnabled: flag(true),
  setProjectToAssignedJobStatus: z.enum(['EMAILED', 'ACCEPTED']).default('EMAILED'),
  setProjectToCompletedEnabled: flag(true),
  setProjectToCompletedJobStatus: z
    .enum(['COMPLETED', 'DELIVERED', 'COMPLETED_OR_DELIVERED'])
    .default('COMPLETED'),
  setProjectToCompletedWhenProjectIsCompletedByVendor: flag(true),
  setProjectToCanceledEnabled: flag(true),
  setProjectToCanceledJobStatus: z.enum(['CANCELED']).default('CANCELED'),
  setRenameCompletedFilesToEnabled: flag(true),
  renameCompletedFilesTo: z.string().trim().max(1000).default(DEFAULT_RENAME_COMPLETED_FILES_TO),
  deliverNotificationsByEmail: flag(true),
  notifyWhenPreviousStepIs: z.enum(['COMPLETED', 'DELIVERED']).default('COMPLETED'),
});
export type AccessAndAutomationSettings = z.output<typeof AccessAndAutomationSettings>;

// The fields a project and a template share; a group left out takes the template's or the defaults.
export const projectSettingsFields = {
  note: z
    .string()
    .max(NOTE_MAX, projectMessages.noteTooLong)
    .nullish()
    // An empty note is stored as absent (spec 000 section 5); a note left out stays undefined.
    .transform((note) => (note === undefined ? undefined : note?.trim() ? note : null)),
  sourceLocale: z.string().trim().nullish(),
  targetLocales: z.array(z.string().trim().min(1)).optional(),
  workflowStepIds: z.array(z.number().int()).optional(),
  // Step id -> scoring model id; null is the default 'External' model.
  scoringModelIdsByWorkflowStepId: z.record(z.string(), recordId.nullable()).optional(),
  ownerId: recordId.nullish(),
  clientId: recordId.nullish(),
  costCenterId: recordId.nullish(),
  businessUnitId: recordId.nullish(),
  subject: recordId.nullish(),
  mediaType: recordId.nullish(),
  machineTranslateSettingsId: recordId.nullish(),
  perLocaleMachineTranslation: z.boolean().optional(),
  perLocaleMachineTranslateSettingsIds: LocaleEngineIds.optional(),
  preTranslateSettings: PreTranslateSettings.optional(),
  analysisSettings: AnalysisSettings.optional(),
  qualitySettings: QualitySettings.optional(),
  accessAndAutomationSettings: AccessAndAutomationSettings.optional(),
};

const projectName = z
  .string({ error: projectMessages.nameRequired })
  .trim()
  .min(1, projectMessages.nameRequired)
  .max(PROJECT_NAME_MAX, projectMessages.nameTooLong);

export const ProjectCreateInput = z.object({
  name: projectName,
  ...projectSettingsFields,
  dueDateTime: z.iso.datetime({ offset: true }).nullish(),
  projectTemplateId: recordId.nullish(),
});
export type ProjectCreateInput = z.output<typeof ProjectCreateInput>;

// Fields left out keep their stored value; null clears a nullable one.
export const ProjectUpdateInput = ProjectCreateInput.omit({ projectTemplateId: true })
  .partial()
  .extend({
    projectUid: z.string().min(1),
    status: ProjectStatus.optional(),
    // Accepted for the wizard; it moves job due dates once jobs exist.
    updateDueDateOnExistingJobs: z.boolean().optional(),
  });
export type ProjectUpdateInput = z.output<typeof ProjectUpdateInput>;

export const ProjectUser = z.object({ id: z.number(), userName: z.string() });
export const ProjectWorkflowStep = z.object({
  id: z.number(),
  level: z.number(),
  name: z.string(),
  type: WorkflowStepType,
});
export type ProjectWorkflowStep = z.infer<typeof ProjectWorkflowStep>;
const lookup = NamedRecord.nullable();

// What the list shows of a project to administrators and project managers.
export const ProjectListItem = z.object({
  id: z.number(),
  uid: z.string(),
  internalId: z.number(),
  name: z.string(),
  status: ProjectStatus,
  dateCreated: z.string(),
  dateDue: z.string().nullable(),
  owner: ProjectUser,
  createdBy: ProjectUser.extend({ organizationName: z.string() }),
  client: lookup,
  buyer: lookup,
  businessUnit: lookup,
  costCenter: lookup,
  subject: lookup,
  mediaType: lookup,
  sourceLang: z.string(),
  targetLangs: z.array(z.string()),
  progress: z.object({ finishedCount: z.number(), totalCount: z.number() }),
  shared: z.boolean(),
  // The project's scoring groups: the list reads their figures with /api/scoring/bulkGetGroups.
  scoring: z.object({ groupIds: z.array(z.number()) }),
  isPostMortemScoring: z.boolean(),
  jobCreationAllowed: z.boolean(),
  autoDeletionDateTime: z.string(),
  // The date a binned project is deleted for good; null while it is not in the Recycle Bin.
  autoRecycleDate: z.string().nullable(),
  projectTemplateId: z.number().nullable(),
  workflowSteps: z.array(ProjectWorkflowStep).optional(),
  vendorNames: z.array(z.string()).optional(),
});
export type ProjectListItem = z.infer<typeof ProjectListItem>;

// Linguists see these columns only (spec 000 section 2.1).
export const LinguistProjectListItem = ProjectListItem.pick({
  id: true,
  uid: true,
  name: true,
  dateCreated: true,
  owner: true,
});
export type LinguistProjectListItem = z.infer<typeof LinguistProjectListItem>;

export const Project = ProjectListItem.extend({
  note: z.string().nullable(),
  workflowSteps: z.array(ProjectWorkflowStep),
  vendorNames: z.array(z.string()),
  scoringModelIdsByWorkflowStepId: z.record(z.string(), z.number().nullable()),
  projectTemplateName: z.string().nullable(),
  machineTranslateSettingsId: z.number().nullable(),
  perLocaleMachineTranslation: z.boolean(),
  perLocaleMachineTranslateSettingsIds: z.record(z.string(), z.number().nullable()),
  preTranslateSettings: PreTranslateSettings,
  analysisSettings: AnalysisSettings,
  qualitySettings: QualitySettings,
  accessAndAutomationSettings: AccessAndAutomationSettings,
  // Spec 001 reads this one at the top level of the project.
  allowLinguistsToDownloadTranslationJobs: z.boolean(),
  // The project's id across organizations: its uid.
  globalId: z.string(),
  // The owner in the root (the project's own) organization.
  rootOwner: ProjectUser,
  // The contact user of the first shared vendor naming one; null while not shared.
  vendorOwner: ProjectUser.nullable(),
  // The creator when the project has a buyer and was created in it; null otherwise.
  buyerOwner: ProjectUser.nullable(),
  // The project page's automation widget section (a relative link).
  automationWidgetLink: z.string(),
  // The first step with a job part neither completed nor cancelled; null when there is none.
  activeWorkflowStep: ProjectWorkflowStep.nullable(),
});
export type Project = z.infer<typeof Project>;

// A buyer a project of the organization names: the values of the list's buyer filter.
export const ProjectBuyer = NamedRecord;
export type ProjectBuyer = z.infer<typeof ProjectBuyer>;

const queryFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const jobStatuses = [
  'NEW',
  'EMAILED',
  'ASSIGNED',
  'DECLINED_BY_LINGUIST',
  'COMPLETED_BY_LINGUIST',
  'COMPLETED',
  'CANCELLED',
] as const;
// Quick filters of the list (spec 000 section 2.1): All, In progress, Overdue, My projects.
export const projectListStatuses = ['ALL', 'IN_PROGRESS', 'OVERDUE', 'MY_PROJECTS'] as const;
export const projectSortFields = [
  'id',
  'internalId',
  'name',
  'dateCreated',
  'dateDue',
  'status',
  'owner',
  'client',
  'businessUnit',
  'costCenter',
  'subject',
  'mediaType',
  'sourceLang',
  'autoDeletionDateTime',
] as const;
export type ProjectSortField = (typeof projectSortFields)[number];
export const projectExtendedDomains = ['ProjectWorkflowStep', 'Vendor'] as const;

export const ProjectListQuery = z.object({
  name: z.string().trim().max(PROJECT_NAME_MAX).optional(),
  client: queryId.optional(),
  buyer: queryId.optional(),
  businessUnit: queryId.optional(),
  // 'myself' is the session user (spec 000 section 2.1).
  owner: z.union([z.literal('myself'), queryId]).optional(),
  status: queryList(ProjectStatus).optional(),
  sourceLang: queryList(z.string()).optional(),
  targetLang: queryList(z.string()).optional(),
  // -1 is overdue: the due date passed and the project is not COMPLETED.
  dueInHours: z.coerce.number().int().min(-1).optional(),
  createdInLastHours: z.coerce.number().int().min(1).optional(),
  autoDeletionInHours: z.coerce.number().int().min(0).optional(),
  subject: queryId.optional(),
  mediaType: queryId.optional(),
  vendor: queryList(queryId).optional(),
  isPostMortemScoring: queryFlag.optional(),
  jobStatus: queryList(z.enum(jobStatuses)).optional(),
  listStatus: z.enum(projectListStatuses).optional(),
  sortField: z.enum(projectSortFields).default('dateCreated'),
  sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce
    .number()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size), {
      message: `The page size must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`,
    })
    .default(DEFAULT_PAGE_SIZE),
  withPagination: queryFlag.default(false),
  extendedDomains: queryList(z.enum(projectExtendedDomains)).default([]),
  // Accepted for the web's call; list items are always the abbreviated shape.
  abbreviated: queryFlag.optional(),
});
export type ProjectListQuery = z.output<typeof ProjectListQuery>;

export const ProjectPage = z.object({
  projects: z.array(z.union([ProjectListItem, LinguistProjectListItem])),
  paging: z.object({ pages: z.number(), total: z.number() }),
});
export type ProjectPage = z.infer<typeof ProjectPage>;

export const ProjectUidQuery = z.object({ uid: z.string().min(1) });
export const ProjectUidsQuery = z.object({
  uid: queryList(z.string()).pipe(z.array(z.string()).min(1)),
});
export const PostponeDeletionQuery = z.object({ project: z.string().min(1) });
// The status is checked by the service so that a bad one answers the spec's own message.
export const ProjectStatusQuery = z.object({ uid: z.string().min(1), status: z.string() });
export const ProjectBulkStatusInput = z.object({
  uids: z.array(z.string().min(1)).min(1),
  status: z.string(),
});
export type ProjectBulkStatusInput = z.infer<typeof ProjectBulkStatusInput>;
// The ERROR result of a status task.
export const ProjectStatusFailure = z.object({ failedProjectIds: z.array(z.number()) });

export const ProjectShareInput = z.object({
  uids: z.array(z.string().min(1)).min(1),
  vendorIds: z.array(recordId).min(1),
});
export type ProjectShareInput = z.infer<typeof ProjectShareInput>;
// Without vendorIds every vendor is removed.
export const ProjectUnshareInput = ProjectShareInput.extend({
  vendorIds: z.array(recordId).optional(),
});
export type ProjectUnshareInput = z.infer<typeof ProjectUnshareInput>;

export const SavedProjectFilter = z.object({
  text: z.string().trim().min(1, projectMessages.filterNameBlank).max(255),
  url: z.string().max(4000),
});
export const SavedProjectFilters = z.object({
  filters: z
    .array(SavedProjectFilter)
    .max(100)
    .superRefine((filters, ctx) => {
      const seen = new Set<string>();
      filters.forEach((filter, index) => {
        const key = filter.text.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'text'],
            message: projectMessages.filterNameUsed,
          });
        seen.add(key);
      });
    }),
});
export type SavedProjectFilters = z.infer<typeof SavedProjectFilters>;

// Messages of our own for rules the spec states without words (see docs/decisions.md).
export const projectServerMessages = {
  unknownRecord: 'The selected {what} does not exist in your organization.',
  ownerNotManager: 'The owner must be an administrator or a project manager.',
  inactiveLanguage: 'The language {code} is not active in your organization.',
  sourceLocaleFixed: 'The source locale of an existing project cannot be changed.',
  targetLocaleRemoved: 'Target locales of an existing project cannot be removed.',
  workflowStepRemoved: 'Workflow steps of an existing project cannot be removed.',
  workflowStepNotAppended:
    'A workflow step can only be added after the highest existing workflow step.',
  scoringStepAdded: 'Scoring workflow steps cannot be added to an existing project.',
  scoringModelFixed: 'The scoring model of an existing workflow step cannot be changed.',
  scoringModelNotScoringStep: 'Only scoring workflow steps can have a scoring model.',
  sharingDisabled: 'Project sharing is disabled for your user.',
} as const;
