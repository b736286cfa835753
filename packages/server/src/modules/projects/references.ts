import type { Kysely } from 'kysely';
import {
  format,
  projectMessages,
  projectServerMessages,
  WorkflowStepType,
  type FieldError,
  type WorkflowStep,
} from '@tessera/contracts';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import {
  activeLanguageCodes,
  existingRecordIds,
  findOrganizationUser,
  findWorkflowSteps,
  type OrganizationRecordTable,
} from './lookupQueries.js';

// What a project or template points to; a field left undefined is not checked.
export interface ProjectReferences {
  sourceLocale?: string | null;
  targetLocales?: string[];
  /** Checked with the steps' scoring models. */
  workflowStepIds?: number[];
  scoringModelIdsByWorkflowStepId?: Record<string, number | null>;
  ownerId?: number | null;
  clientId?: number | null;
  costCenterId?: number | null;
  businessUnitId?: number | null;
  subject?: number | null;
  mediaType?: number | null;
  machineTranslateSettingsId?: number | null;
  perLocaleMachineTranslateSettingsIds?: Record<string, number | null>;
  sourceSegmentationRuleId?: number | null;
  targetSegmentationRuleId?: number | null;
}

export interface CheckedStep {
  id: number;
  name: string;
  ord: number;
  type: WorkflowStep['type'];
  scoringModelId: number | null;
}

const scoringTypes = new Set<WorkflowStep['type']>(['SCORING', 'SCORING_AND_REVISION']);

const recordFields: Array<[keyof ProjectReferences, OrganizationRecordTable, string]> = [
  ['clientId', 'clients', 'client'],
  ['costCenterId', 'cost_centers', 'cost center'],
  ['businessUnitId', 'business_units', 'business unit'],
  ['subject', 'subjects', 'subject'],
  ['mediaType', 'media_types', 'media type'],
  ['machineTranslateSettingsId', 'mt_settings', 'machine translation settings'],
  ['sourceSegmentationRuleId', 'seg_rules', 'segmentation rule'],
  ['targetSegmentationRuleId', 'seg_rules', 'segmentation rule'],
];

export const unknownRecord = (field: string, what: string): FieldError => ({
  field,
  message: format(projectServerMessages.unknownRecord, { what }),
});

/**
 * Checks spec 000 section 5 and that every record pointed to belongs to the organization; answers
 * 400 naming each bad field. Returns the workflow steps (unknown ids dropped, in step order).
 */
export async function checkReferences(
  db: Kysely<Database>,
  organizationId: number,
  refs: ProjectReferences,
  options: { localesRequired: boolean },
): Promise<{ steps: CheckedStep[] | undefined }> {
  const errors: FieldError[] = [];
  await checkLocales(db, organizationId, refs, options.localesRequired, errors);

  for (const [field, table, what] of recordFields) {
    const id = refs[field];
    if (typeof id !== 'number') continue;
    const found = await existingRecordIds(db, table, organizationId, [id]);
    if (!found.has(id)) errors.push(unknownRecord(field, what));
  }
  const localeEngineIds = Object.values(refs.perLocaleMachineTranslateSettingsIds ?? {}).filter(
    (id): id is number => id !== null,
  );
  const engines = await existingRecordIds(db, 'mt_settings', organizationId, localeEngineIds);
  if (localeEngineIds.some((id) => !engines.has(id)))
    errors.push(
      unknownRecord('perLocaleMachineTranslateSettingsIds', 'machine translation settings'),
    );

  if (typeof refs.ownerId === 'number') {
    const owner = await findOrganizationUser(db, organizationId, refs.ownerId);
    if (!owner || owner.active !== 1) errors.push(unknownRecord('ownerId', 'owner'));
    else if (owner.role === 'LINGUIST')
      errors.push({ field: 'ownerId', message: projectServerMessages.ownerNotManager });
  }

  const steps = refs.workflowStepIds
    ? await checkSteps(db, organizationId, refs.workflowStepIds, refs, errors)
    : undefined;
  if (errors.length > 0) throw badRequest(errors);
  return { steps };
}

async function checkLocales(
  db: Kysely<Database>,
  organizationId: number,
  refs: ProjectReferences,
  required: boolean,
  errors: FieldError[],
): Promise<void> {
  if (required && !refs.sourceLocale)
    errors.push({ field: 'sourceLocale', message: projectMessages.sourceLocaleRequired });
  if (required && (refs.targetLocales ?? []).length === 0)
    errors.push({ field: 'targetLocales', message: projectMessages.targetLocalesRequired });
  const asked: Array<[string, string]> = [
    ...(refs.sourceLocale ? [['sourceLocale', refs.sourceLocale] as [string, string]] : []),
    ...(refs.targetLocales ?? []).map((code): [string, string] => ['targetLocales', code]),
  ];
  const active = await activeLanguageCodes(
    db,
    organizationId,
    asked.map(([, code]) => code),
  );
  for (const [field, code] of asked) {
    if (!active.has(code))
      errors.push({ field, message: format(projectServerMessages.inactiveLanguage, { code }) });
  }
}

// Unknown step ids are dropped (spec 000 section 5); another organization's are refused.
async function checkSteps(
  db: Kysely<Database>,
  organizationId: number,
  ids: number[],
  refs: ProjectReferences,
  errors: FieldError[],
): Promise<CheckedStep[]> {
  const found = await findWorkflowSteps(db, [...new Set(ids)]);
  if (found.some((step) => step.organization_id !== organizationId))
    errors.push(unknownRecord('workflowStepIds', 'workflow step'));
  const steps = found.filter((step) => step.organization_id === organizationId);
  const models = refs.scoringModelIdsByWorkflowStepId ?? {};
  const chosen = steps
    .map((step) => models[String(step.id)] ?? null)
    .filter((id): id is number => id !== null);
  const existing = await existingRecordIds(db, 'scoring_models', organizationId, chosen);
  if (chosen.some((id) => !existing.has(id)))
    errors.push(unknownRecord('scoringModelIdsByWorkflowStepId', 'scoring model'));
  return steps.map((step) => {
    const type = WorkflowStepType.parse(step.type);
    const scoringModelId = models[String(step.id)] ?? null;
    if (scoringModelId !== null && !scoringTypes.has(type))
      errors.push({
        field: 'scoringModelIdsByWorkflowStepId',
        message: projectServerMessages.scoringModelNotScoringStep,
      });
    return { id: step.id, name: step.name, ord: step.ord, type, scoringModelId };
  });
}

export const isScoringStep = (type: WorkflowStep['type']) => scoringTypes.has(type);

// Locales listed once, in the order given.
export const distinctLocales = (codes: readonly string[]) => [...new Set(codes)];

// The per-locale engines of locales the project translates into; others are dropped.
export function engineIdsFor(
  engines: Record<string, number | null>,
  targetLocales: readonly string[],
): Record<string, number | null> {
  return Object.fromEntries(
    Object.entries(engines).filter(([code]) => targetLocales.includes(code)),
  );
}
