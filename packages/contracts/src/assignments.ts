import { z } from 'zod';
import { assetMessages, projectMessages } from './messages.js';
import { NOTE_MAX, TM_PENALTIES, TM_PER_PROJECT_LIMIT } from './constants.js';
import { queryList } from './queryParams.js';

// Messages of the assignment and reference calls the spec does not word (ours; see
// docs/decisions.md). The spec's own ones are in assetMessages.
export const assignmentMessages = {
  idWhole: 'Ids must be positive whole numbers',
  numberWhole: 'Values must be whole numbers',
  unknownTargetLang: '{locale} is not a target locale of this project or template',
  unknownWorkflowStep: 'The workflow step {id} is not one of this project or template',
  tmNotFitting: 'The translation memory {name} does not translate {source} into {target}',
  tmNoTargetLang: 'The translation memory {name} does not translate into {target}',
  tmPublicNoWrite:
    '{name} is a public translation memory of another organization: it cannot be in write mode',
  tmReverseNoWrite: '{name} is a reverse translation memory: it cannot be in write mode',
  tmPenalty: `The penalty must be one of ${TM_PENALTIES.join(', ')}`,
  tmPenaltyCount: 'Give one penalty per translation memory in readTransMemory',
  tmProjectLimit: `At most ${TM_PER_PROJECT_LIMIT} translation memories can be assigned to a project or template`,
  tbNoLang: 'The term base {name} does not hold the locale {locale}',
  tbPublicNoWrite:
    '{name} is a public term base of another organization: it cannot be in write mode',
  tbPriority: 'The priority must be 0 (None), 1 (Primary) or 2 (Secondary)',
  tbPriorityCount: 'Give one priority per term base in readTermBase',
  referenceRequired: 'Choose at least one reference',
  referenceOneFile: 'A reference holds one file; add the others as references of their own',
  referenceTooLarge: 'The file is larger than the limit of {limit}',
} as const;

const queryId = z.coerce
  .number({ error: assignmentMessages.idWhole })
  .int(assignmentMessages.idWhole)
  .positive(assignmentMessages.idWhole);
const queryWhole = z.coerce
  .number({ error: assignmentMessages.numberWhole })
  .int(assignmentMessages.numberWhole);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((text) => text || undefined);

export const ProjectAssetQuery = z.object({ project: z.string().trim().min(1) });
export const TemplateAssetQuery = z.object({ template: queryId });

/** Absent or -1 (DEFAULT_WORKFLOW_STEP_ID) is the Default step. */
const workflowStepParam = queryWhole.optional();

const setTransMemoriesFields = {
  readTransMemory: queryList(queryId).default([]),
  writeTransMemory: queryList(queryId).default([]),
  penalty: queryList(queryWhole).default([]),
  /** Absent: every target locale of the project or template. */
  targetLang: optionalText,
  workflowStep: workflowStepParam,
};
export const SetProjectTransMemoriesQuery = ProjectAssetQuery.extend(setTransMemoriesFields);
export const SetTemplateTransMemoriesQuery = TemplateAssetQuery.extend(setTransMemoriesFields);
export type SetTransMemoriesInput = z.output<z.ZodObject<typeof setTransMemoriesFields>>;

export const GatherTransMemoriesQuery = ProjectAssetQuery.extend({
  workflowStep: workflowStepParam,
});

const byLocalesFields = {
  sourceLang: z
    .string({ error: assetMessages.sourceLocaleNotSpecified })
    .trim()
    .min(1, assetMessages.sourceLocaleNotSpecified),
  targetLang: queryList(z.string()).default([]),
  /** Part of the name, any case. */
  name: optionalText,
  /** Part of the client's name, any case. */
  client: optionalText,
};
export const AssetsByLocalesQuery = z.object(byLocalesFields);
export type AssetsByLocalesQuery = z.output<typeof AssetsByLocalesQuery>;

const setTermBasesFields = {
  readTermBase: queryList(queryId).default([]),
  writeTermBase: queryList(queryId).default([]),
  qualityAssuranceTermBase: queryList(queryId).default([]),
  priority: queryList(queryWhole).default([]),
  /** Absent: every target locale of the project or template. */
  targetLang: optionalText,
};
export const SetProjectTermBasesQuery = ProjectAssetQuery.extend(setTermBasesFields);
export const SetTemplateTermBasesQuery = TemplateAssetQuery.extend(setTermBasesFields);
export type SetTermBasesInput = z.output<z.ZodObject<typeof setTermBasesFields>>;

export const ReferenceFileIdsQuery = z.object({
  referenceFile: queryList(queryId)
    .default([])
    .pipe(z.array(z.number()).min(1, assignmentMessages.referenceRequired)),
});

// The text fields of the multipart create calls (the file is the part named file).
const referenceNote = z
  .string()
  .max(NOTE_MAX, projectMessages.noteTooLong)
  .optional()
  .transform((note) => (note && note.trim() ? note : null));
export const ProjectReferenceForm = ProjectAssetQuery.extend({ note: referenceNote });
export const TemplateReferenceForm = TemplateAssetQuery.extend({ note: referenceNote });

const NamedRecord = z.object({ id: z.number(), name: z.string() });
const AssetCreatorName = z.object({
  id: z.number().nullable(),
  userName: z.string(),
  organizationName: z.string(),
});

/** Spec 000 section 3, Translation memory assignment; workflowStepId null is the Default step. */
export const TmAssignment = z.object({
  id: z.number(),
  name: z.string(),
  client: NamedRecord.nullable(),
  tmSourceLocale: z.string(),
  tmTargetLocales: z.array(z.string()),
  projectTargetLocale: z.string(),
  targetLang: z.string(),
  workflowStepId: z.number().nullable(),
  workflowStepName: z.string(),
  workflowStepOrd: z.number(),
  readMode: z.boolean(),
  writeMode: z.boolean(),
  penalty: z.number(),
  isOverride: z.boolean(),
  isReverse: z.boolean(),
  /** Public and of another organization: read only. */
  isPublic: z.boolean(),
});
export type TmAssignment = z.infer<typeof TmAssignment>;

export const TmSummary = z.object({
  id: z.number(),
  name: z.string(),
  sourceLang: z.string(),
  targetLangs: z.array(z.string()),
  client: NamedRecord.nullable(),
  createdBy: AssetCreatorName,
  isPublic: z.boolean(),
});

/** One memory in effect at a workflow step (gatherByProject). */
export const GatheredTm = z.object({
  transMemory: TmSummary,
  targetLang: z.string(),
  workflowStep: z.object({ id: z.number(), name: z.string(), ord: z.number() }),
  readMode: z.boolean(),
  writeMode: z.boolean(),
  penalty: z.number(),
  isReverse: z.boolean(),
});
export type GatheredTm = z.infer<typeof GatheredTm>;

export const TmCandidate = TmSummary.extend({ isReverse: z.boolean() });
export type TmCandidate = z.infer<typeof TmCandidate>;
export const TmCandidates = z.object({ relevant: z.array(TmCandidate) });
export type TmCandidates = z.infer<typeof TmCandidates>;

export const TbAssignment = z.object({
  termBase: z.object({
    id: z.number(),
    name: z.string(),
    langs: z.array(z.string()),
    client: NamedRecord.nullable(),
    isPublic: z.boolean(),
    createdBy: z.object({ organizationName: z.string() }),
  }),
  readMode: z.boolean(),
  writeMode: z.boolean(),
  qualityAssurance: z.boolean(),
  /** 0 None, 1 Primary, 2 Secondary. */
  priority: z.number(),
  targetLang: z.string(),
});
export type TbAssignment = z.infer<typeof TbAssignment>;

export const TbCandidate = z.object({
  id: z.number(),
  name: z.string(),
  client: NamedRecord.nullable(),
  langs: z.array(z.string()),
  /** The asked target locales this term base holds. */
  termBasesWithSupportedTargetLocales: z.array(z.string()),
  createdBy: AssetCreatorName,
  isPublic: z.boolean(),
});
export type TbCandidate = z.infer<typeof TbCandidate>;

export const ReferenceFile = z.object({
  id: z.number(),
  /** The file's name; null for a note without a file. */
  name: z.string().nullable(),
  note: z.string().nullable(),
  dateCreated: z.string(),
  createdBy: z.object({ id: z.number().nullable(), userName: z.string() }),
});
export type ReferenceFile = z.infer<typeof ReferenceFile>;
