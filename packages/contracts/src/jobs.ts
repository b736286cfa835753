import { z } from 'zod';
import { queryId, queryList } from './queryParams.js';
import { DUE_IN_HOURS_PROJECT_JOBS, NOTIFY_INTERVALS_MINUTES } from './constants.js';
import { jobMessages } from './messages.js';
import { contextTypes, jobStatuses } from './projects.js';
import { TaskStatus } from './tasks.js';

export const JobStatus = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof JobStatus>;

// Fields of one kind under their spec names, keeping each name in the inferred type.
function fieldsOf<const Keys extends readonly string[], Schema extends z.ZodType>(
  keys: Keys,
  schema: Schema,
): { [Key in Keys[number]]: z.ZodOptional<Schema> } {
  return Object.fromEntries(keys.map((key) => [key, schema.optional()])) as {
    [Key in Keys[number]]: z.ZodOptional<Schema>;
  };
}

export const importTextFields = [
  'importEncoding',
  'exportEncoding',
  'fileFormat',
  'androidStringTagRegexp',
  'csvTagRegexp',
  'csvImportColumns',
  'csvImportRows',
  'csvContextNoteColumns',
  'csvContextKeyColumn',
  'csvMaxLengthColumn',
  'htmlTagRegexp',
  'htmlTranslatableMetaTagRegexp',
  'htmlCharacterEntitiesToConvertToTags',
  'htmlExcludeElements',
  'macStringsTagRegexp',
  'jsonTagRegexp',
  'jsonIncludedKeysRegexp',
  'jsonContextNotePath',
  'jsonMaxLengthPath',
  'msExcelTagRegexp',
  'msPowerPointTagRegexp',
  'msWordTagRegexp',
  'msWordTargetFont',
  'poTagRegexp',
  'propertiesTagRegexp',
  'txtTagRegexp',
  'txtTranslatableTextRegexp',
  'resxTagRegexp',
  'yamlTagRegexp',
  'yamlContextKeyRegexp',
  'yamlContextNoteRegexp',
  'phpTagRegexp',
  'idmlTagRegexp',
  'idmlTargetFont',
  'xlfDoNotImportSegmentWhenRules',
  'xlfConfirmSegmentWhenRules',
  'xlfLockSegmentWhenRules',
  'xlfExportConfirmedLockedRules',
  'xlfExportConfirmedNotLockedRules',
  'xlfExportNotConfirmedLockedRules',
  'xlfExportNotConfirmedNotLockedRules',
  'xlfContextType',
  'xlf2SkipImportRules',
  'xlf2ConfirmSegmentWhenRules',
  'xlf2LockSegmentWhenRules',
  'xlf2ExportConfirmedLockedRules',
  'xlf2ExportConfirmedNotLockedRules',
  'xlf2ExportNotConfirmedLockedRules',
  'xlf2ExportNotConfirmedNotLockedRules',
  'xlf2ContextKeyXPath',
  'sdlXlfSkipImportRules',
  'sdlXlfImportAsConfirmedRules',
  'sdlXlfImportAsLockedRules',
  'sdlXlfExportAttrsWhenConfirmedAndLocked',
  'sdlXlfExportAttrsWhenConfirmedAndNotLocked',
  'sdlXlfExportAttrsWhenNotConfirmedAndLocked',
  'sdlXlfExportAttrsWhenNotConfirmedAndNotLocked',
  'xmlTagRegexp',
  'xmlCharacterEntitiesToPreserveOnExport',
  'xmlXslUrl',
  'xmlIncludeTags',
  'xmlIncludeAttributes',
  'xmlLockedTags',
  'xmlLockedAttributes',
  'xmlElementsToProcessAsHtml',
  'xmlInlineTags',
  'xmlInlineSingleTag',
  'xmlElementsAndAttributesXPath',
  'xmlLockedElementsAndAttributesXPath',
  'xmlInlineElementsXPath',
  'xmlInlineSingleElementXPath',
  'xmlSubfilterElementsXPath',
  'xmlPreserveWhitespaceXPath',
  'xmlContextNoteXPath',
  'xmlMaxLengthXPath',
  'xmlContextKeyXPath',
  'ditaTranslatableElements',
  'ditaSkipElements',
  'ditaInlineElements',
  'ditaInlineSingleElements',
  'docBookTranslatableElements',
  'docBookSkipElements',
  'docBookInlineElements',
  'docBookInlineSingleElements',
  'multilingualXmlTagRegexp',
  'multilingualXmlTranslatableElementsXPath',
  'multilingualXmlSourceElementsXPath',
  'multilingualXmlTargetElementsXPath',
  'multilingualXmlNonTranslatableInlineElementsXPath',
  'multilingualXmlContextNoteXPath',
  'multilingualXmlContextKeyXPath',
  'multilingualXmlMaxLengthXPath',
] as const;

export const importFlagFields = [
  'targetLength',
  'targetLengthPercent',
  'csvUseHtmlSubfilter',
  'htmlBreakTagCreatesSegment',
  'htmlUnknownTagCreatesTag',
  'htmlPreserveWhitespace',
  'macStringsUseHtmlSubfilter',
  'jsonUseHtmlSubfilter',
  'markdownConvertToTags',
  'markdownTranslateImageAltText',
  'markdownTranslateHeaderMetadata',
  'markdownTranslateCodeBlocks',
  'markdownTranslateInlineCodeBlocks',
  'markdownTranslateUrls',
  'msExcelUseHtmlSubfilter',
  'msExcelExtractSheetNames',
  'msExcelExtractComments',
  'msExcelExtractHidden',
  'msExcelExtractOther',
  'msPowerPointExtractNotes',
  'msPowerPointExtractMasterSlides',
  'msPowerPointExtractHidden',
  'msPowerPointExtractOther',
  'msWordExtractComments',
  'msWordExtractIndexes',
  'msWordExtractHyperlinkTarget',
  'msWordExtractProperties',
  'msWordExtractHidden',
  'msWordExtractOther',
  'msWordJoinSimilarRuns',
  'poExportMultilineStrings',
  'propertiesEscapeAllBackslashes',
  'propertiesSmartHtmlSubfilter',
  'quarkTagRemoveKerningTrackingTags',
  'ttxSaveConfirmedSegments',
  'yamlUseHtmlSubfilter',
  'xlfExtractNote',
  'xlfSaveConfirmedSegmentsToTMOnImport',
  'xlfSegment',
  'xlfInterpretLineBreaksTags',
  'xlfPreserveWhitespace',
  'xlfCopySourceToTargetIfSegmentNotImported',
  'xlf2ImportNotes',
  'xlf2SaveConfirmedSegmentsToTMOnImport',
  'xlf2Segment',
  'xlf2InterpretLineBreakTags',
  'xlf2PreserveWhitespace',
  'xlf2CopySourceToTargetIfSegmentNotImported',
  'xlf2RespectTranslateAttribute',
  'sdlXlfSaveConfirmedSegments',
  'xmlIncludeExcludeTags',
  'xmlIncludeExcludeAttributes',
  'xmlSmartHtmlSubfilter',
  'xmlSmartInlineTags',
  'xmlXpathSmartInlineElement',
  'xmlXPathSmartHtmlSubfilter',
  'xmlSegment',
  'xmlImportEntities',
  'xmlEscapeUnresolvedEntities',
  'xmlIgnorePreprocessingInstructions',
  'multilingualXmlSegment',
  'multilingualXmlUseHtmlSubfilter',
  'multilingualXmlPreserveWhitespace',
  'idmlReplaceFont',
  'idmlKeepKerning',
  'idmlKeepTracking',
  'idmlExtractNotes',
  'idmlSimplifyCodes',
  'idmlExtractMasterSpreads',
  'idmlExtractInvisibleLayers',
  'idmlExtractHiddenConditionalText',
  'idmlExtractLockedLayer',
  'idmlRemoveXmlElements',
  'mifExtractBodyPages',
  'mifExtractReferencePages',
  'mifExtractCustomReferencePages',
  'mifExtractDefaultReferencePages',
  'mifExtractMasterPages',
  'mifExtractHiddenPages',
  'mifExtractVariables',
  'mifExtractUsedVariables',
  'mifExtractIndexMarkers',
  'mifExtractLinks',
  'mifExtractXRefs',
  'mifExtractUsedXRefs',
  'mifExtractPgfNumberFormats',
  'mifExtractUsedPgfNumberFormats',
  'mifExtractHiddenConditionalText',
] as const;

export type ImportFlagField = (typeof importFlagFields)[number];
export type ImportTextField = (typeof importTextFields)[number];

// The file import settings of spec 001 section 3, with the defaults of section 5; a boolean
// left out takes its filter's own default.
export const FileImportSettings = z.object({
  ...fieldsOf(importTextFields, z.string()),
  ...fieldsOf(importFlagFields, z.boolean()),
  zipCharset: z.string().default('UTF-8'),
  sourceSegmentationRuleId: z.number().int().positive().nullish(),
  targetSegmentationRuleId: z.number().int().positive().nullish(),
  targetLengthMax: z.number().int().min(1).default(1000),
  targetLengthPercentValue: z.number().min(1).default(130),
  csvDelimiter: z.string().default(','),
  xmlRulesFormat: z.enum(['PLAIN', 'XPATH']).default('PLAIN'),
  msExcelCellFlow: z.enum(['DownRight', 'RightDown', 'DownLeft', 'LeftDown']).default('LeftDown'),
  pdfFilter: z.string().default('DEFAULT'),
  contextType: z.enum(contextTypes).default('PREV_AND_NEXT_SEGMENT'),
});
export type FileImportSettings = z.output<typeof FileImportSettings>;

const userIds = z.array(z.number().int().positive());
const vendorIds = z.array(z.number().int().positive());

export const NotifyLinguists = z.object({
  enabled: z.boolean().default(false),
  emailTemplateId: z.coerce.number().int().positive().nullish(),
  emailIntervalInMinutes: z.coerce.number().int().min(0).nullish(),
});

// One workflow step's assignment (spec 001 section 3); -1 is the default step.
export const WorkflowStepJobSettings = z.object({
  workflowStepId: z.number().int(),
  assignedUserIds: userIds.default([]),
  assignedUserIdsByTargetLocale: z.record(z.string(), userIds).default({}),
  assignedVendorIds: vendorIds.default([]),
  assignedVendorIdsByTargetLocale: z.record(z.string(), vendorIds).default({}),
  assignPerTargetLocale: z.boolean().default(false),
  dueDate: z.iso.datetime({ offset: true }).nullish(),
  notifyLinguists: NotifyLinguists.optional(),
});
export type WorkflowStepJobSettings = z.output<typeof WorkflowStepJobSettings>;

// The params part of POST /api/v2/job; the files come as their own parts.
export const JobCreateParams = z.object({
  projectUid: z.string().min(1),
  targetLocales: z
    .array(z.string().min(1), { error: jobMessages.targetLocaleRequired })
    .min(1, jobMessages.targetLocaleRequired),
  preTranslate: z.boolean().optional(),
  dueDateTime: z.iso.datetime({ offset: true }).nullish(),
  notifyLinguistsOfJobCreation: z.boolean().default(false),
  notifyLinguistsEmailTemplate: z.coerce.number().int().positive().nullish(),
  notifyLinguistsInterval: z.coerce
    .number()
    .refine((minutes) => (NOTIFY_INTERVALS_MINUTES as readonly number[]).includes(minutes))
    .nullish(),
  workflowSettings: z.array(WorkflowStepJobSettings).default([]),
  importSettings: FileImportSettings.default(FileImportSettings.parse({})),
});
export type JobCreateParams = z.output<typeof JobCreateParams>;

export const JobTaskState = z.object({
  status: TaskStatus,
  reason: z.string().nullable(),
  finishedDataText: z.string().nullable(),
});
export type JobTaskState = z.infer<typeof JobTaskState>;

/** Which task a job part's lastTask is: its import, or a pre-translation run after it. */
export const jobTaskActions = ['IMPORT_JOB', 'PRE_TRANSLATE'] as const;
export const JobLastTask = JobTaskState.extend({ action: z.enum(jobTaskActions) });
export type JobLastTask = z.infer<typeof JobLastTask>;

export const JobPartAssignee = z.object({
  id: z.number(),
  type: z.enum(['USER', 'VENDOR']),
  name: z.string(),
  buyerUserId: z.number().nullable(),
});

// A job part as the job lists show it (spec 001 section 3).
export const JobPart = z.object({
  id: z.number(),
  rootId: z.number(),
  uid: z.string(),
  internalId: z.number(),
  fileName: z.string(),
  sourceLocale: z.string(),
  targetLocale: z.string(),
  workflowLevel: z.number(),
  workflowStep: z.object({ id: z.number(), name: z.string(), type: z.string() }),
  client: z.object({ id: z.number() }).nullable(),
  status: JobStatus,
  dateDue: z.string().nullable(),
  dateCreated: z.string(),
  hasOffer: z.boolean(),
  hasParent: z.boolean(),
  /** Which part of a split file this job is (issue #13); null for a job never split. */
  splitPart: z.object({ number: z.number(), count: z.number() }).nullable(),
  assignees: z.array(JobPartAssignee),
  creationTask: JobTaskState,
  lastTask: JobLastTask,
  wordsCount: z.number(),
  segmentsCount: z.number(),
  progress: z.object({ confirmedSegmentsCount: z.number(), percent: z.number() }),
});
export type JobPart = z.infer<typeof JobPart>;

export const JobCreateResponse = z.object({
  jobs: z.array(
    z.object({
      id: z.number(),
      uid: z.string(),
      fileName: z.string(),
      targetLocale: z.string(),
      workflowLevel: z.number(),
      creationTask: z.object({ status: TaskStatus }),
    }),
  ),
  task: z.object({ id: z.string(), status: TaskStatus }),
});
export type JobCreateResponse = z.infer<typeof JobCreateResponse>;

const queryIds = queryList(queryId).refine((ids) => ids.length > 0, 'At least one job is required');

export const jobSortFields = [
  'fileName',
  'targetLocale',
  'status',
  'dateDue',
  'dateCreated',
] as const;

export const JobListQuery = z.object({
  projectUid: z.string().min(1),
  level: z.coerce.number().int().min(1).default(1),
  page: z.coerce.number().int().min(0).default(0),
  assignedTo: queryId.optional(),
  status: queryList(JobStatus).optional(),
  fileName: z.string().trim().max(1000).optional(),
  targetLocale: z.string().trim().min(1).optional(),
  dueInHours: z.coerce
    .number()
    .refine((hours) => (DUE_IN_HOURS_PROJECT_JOBS as readonly number[]).includes(hours))
    .optional(),
  sortField: z.enum(jobSortFields).default('dateCreated'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
});
export type JobListQuery = z.output<typeof JobListQuery>;

export const JobPartIdsQuery = z.object({
  jobPartIds: queryIds,
});
export const JobPartQuery = z.object({ jobPart: queryIds });
// The ids of every job part the list's filters match, across its pages.
export const ProjectJobIdsQuery = JobListQuery.omit({
  page: true,
  sortField: true,
  sortOrder: true,
});
export type ProjectJobIdsQuery = z.output<typeof ProjectJobIdsQuery>;

/**
 * Spec 001 "Selection fields", shared by the analysis, email, update, pre-translate and
 * pseudo-translate requests: the listed job parts, or with selectAllOnServer every part the job
 * list's filters match.
 */
export const JobSelectionFields = ProjectJobIdsQuery.extend({
  jobPartIds: z.array(queryId).default([]),
  selectAllOnServer: z.boolean().default(false),
});
export type JobSelectionFields = z.output<typeof JobSelectionFields>;

export const JobSelection = z.object({
  projectUid: z.string().min(1),
  jobPartIds: z.array(queryId).min(1),
});
export type JobSelection = z.infer<typeof JobSelection>;
export const JobStatusChange = JobSelection.extend({ newStatus: JobStatus });
export type JobStatusChange = z.infer<typeof JobStatusChange>;

// Download forms post url-encoded; a single jobPart arrives as a string, several as a list.
const formFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
export const JobDownloadForm = z.object({ jobPart: queryIds });
export const CompletedFilesForm = JobDownloadForm.extend({
  failOnWarnings: formFlag.default(true),
  level: z.coerce.number().int().min(1).optional(),
});
export const BilingualFileForm = JobDownloadForm.extend({
  format: z.enum(['MXLF', 'TMX', 'DOCX']).default('MXLF'),
  mode: z.string().optional(),
  getBilingual: formFlag.optional(),
  sortByInternalId: formFlag.optional(),
});

export const SegmentsCount = z.object({
  jobPartId: z.number(),
  segmentsCount: z.number(),
  wordsCount: z.number(),
  charactersCount: z.number(),
  confirmedSegmentsCount: z.number(),
  lockedSegmentsCount: z.number(),
  qualityAssurance: z.object({ warningsCount: z.number(), qualityAssuranceResolved: z.boolean() }),
  previousWorkflow: z.object({ completed: z.boolean() }),
});
export type SegmentsCount = z.infer<typeof SegmentsCount>;

export const JobStatusChangeRecord = z.object({
  status: JobStatus,
  createdBy: z.object({ id: z.number().nullable(), userName: z.string() }),
  dateCreated: z.object({ timestamp: z.number() }),
  organizationName: z.string(),
});
export type JobStatusChangeRecord = z.infer<typeof JobStatusChangeRecord>;

// Messages of our own for rules the spec states without words (see docs/decisions.md).
export const jobServerMessages = {
  targetLocaleNotInProject: 'The target locale {locale} is not one of the project target locales.',
  jobCreationNotAllowed:
    'Jobs cannot be created in this project: it is past its auto-deletion date or in the Recycle Bin.',
  formatNotSupported: 'The file format of {fileName} is not supported yet.',
  importFailed: 'The file {fileName} could not be imported.',
  fileGone: 'The uploaded file is no longer stored.',
  creationNotFinished: 'Every selected job must be imported successfully first.',
  nothingSelected: 'Select at least one job.',
  transitionNotAllowed: 'A linguist cannot change a job from {from} to {to}.',
  cancelWithParent: 'A job with a parent cannot be cancelled.',
  unknownAssignee: 'The assignee {id} is not a user of your organization.',
  unknownVendor: 'The vendor {id} is not a vendor of your organization.',
  unknownWorkflowStep: 'The workflow step {id} is not a step of the project.',
  unknownTemplate: 'The email template {id} does not exist in your organization.',
  zipWithoutFiles: 'The zip file {fileName} contains no files.',
  fileTooLargeToImport:
    'The file {fileName} is larger than the {limit} MB a job file may have; split it into smaller files.',
  zipEntryTooLarge:
    'The zip file {fileName} holds {entry}, which unpacks to more than the {limit} MB a job file may have.',
  zipTooLarge:
    'The zip file {fileName} unpacks to more than the {limit} MB allowed for one upload.',
} as const;
