import type { Kysely } from 'kysely';
import {
  POST_MORTEM_VENDOR_NAME,
  scoringMessages,
  shellMessages,
  type ImportedScoringModel,
  type PostMortemScoringSettings,
  type SampledQaMappings,
  type ScoringModelDefinition,
  type ScoringModelSummary,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { fieldError } from '../../http/errors.js';
import { hasVendorNamed } from '../setup/index.js';
import { findTemplatesNamed } from '../templates/index.js';
import { mappingRefusal, type MappingRow } from './mappingWorkbook.js';
import { workbookRefusal, type ModelWorkbook } from './modelWorkbook.js';
import {
  insertScoringModel,
  replaceMappings,
  selectMappings,
  selectModelVersions,
  selectPostMortemFlag,
  selectScoringModels,
  updatePostMortemFlag,
} from './queries.js';

// administrarOrgIds: the organizations whose administrators manage the setting, here only its own.
export async function postMortemSettings(
  db: Kysely<Database>,
  organizationId: number,
): Promise<PostMortemScoringSettings> {
  return {
    enabled: await selectPostMortemFlag(db, organizationId),
    administrarOrgIds: [organizationId],
  };
}

// Sampled Post-Delivery QA is done by the external vendor, so it needs that vendor (spec 002 section 2).
export async function setPostMortemScoring(
  ctx: AppContext,
  organizationId: number,
  enable: boolean,
): Promise<{ enabled: boolean }> {
  return ctx.db.kysely.transaction().execute(async (db) => {
    if (enable && !(await hasVendorNamed(db, organizationId, POST_MORTEM_VENDOR_NAME))) {
      throw fieldError('enablePostMortemScoring', shellMessages.postMortemVendorRequired);
    }
    await updatePostMortemFlag(db, organizationId, enable);
    return { enabled: enable };
  });
}

export function listScoringModels(
  db: Kysely<Database>,
  organizationId: number,
): Promise<ScoringModelSummary[]> {
  return selectScoringModels(db, organizationId);
}

/**
 * Keeps a model read from its workbook as a new version of its name: the file's version when it
 * gives one that is not taken, else the one after the latest. Earlier versions stay for the
 * projects that use them.
 */
export async function importScoringModel(
  ctx: AppContext,
  organizationId: number,
  model: ModelWorkbook,
): Promise<ImportedScoringModel> {
  return ctx.db.kysely.transaction().execute(async (db) => {
    const versions = await selectModelVersions(db, organizationId, [model.name]);
    const taken = versions.filter((row) => row.name === model.name);
    if (model.version !== undefined && taken.some((row) => row.version === model.version))
      throw workbookRefusal(scoringMessages.versionExists, {
        name: model.name,
        version: model.version,
      });
    const version = model.version ?? (taken[0]?.version ?? 0) + 1;
    const definition: ScoringModelDefinition = { ...model, version };
    const id = await insertScoringModel(db, {
      organizationId,
      name: model.name,
      version,
      threshold: model.threshold,
      definition: JSON.stringify(definition),
      createdAt: ctx.clock.now().toISOString(),
    });
    return { id, name: model.name, version };
  });
}

export async function listSampledQaMappings(
  db: Kysely<Database>,
  organizationId: number,
): Promise<SampledQaMappings> {
  return { mappings: await selectMappings(db, organizationId) };
}

/**
 * Replaces the organization's template-to-model mapping with the workbook's, all or nothing:
 * every template and model must exist. Only with Sampled Post-Delivery QA enabled.
 */
export async function importSampledQaMappings(
  ctx: AppContext,
  organizationId: number,
  rows: readonly MappingRow[],
): Promise<SampledQaMappings> {
  return ctx.db.kysely.transaction().execute(async (db) => {
    if (!(await selectPostMortemFlag(db, organizationId)))
      throw mappingRefusal(scoringMessages.postMortemDisabled);
    const templates = await findTemplatesNamed(db, organizationId, [
      ...new Set(rows.map((row) => row.template)),
    ]);
    const models = await selectModelVersions(db, organizationId, [
      ...new Set(rows.map((row) => row.model)),
    ]);
    const mappings = rows.map((row) => {
      const template = templates.find((candidate) => candidate.name === row.template);
      if (!template)
        throw mappingRefusal(scoringMessages.unknownTemplate, { name: row.template, row: row.row });
      const versions = models.filter((candidate) => candidate.name === row.model);
      if (versions.length === 0)
        throw mappingRefusal(scoringMessages.unknownModel, { name: row.model, row: row.row });
      const model =
        row.version === undefined
          ? versions[0]
          : versions.find((candidate) => candidate.version === row.version);
      if (!model)
        throw mappingRefusal(scoringMessages.unknownModelVersion, {
          name: row.model,
          version: row.version ?? '',
          row: row.row,
        });
      return { templateId: template.id, modelId: model.id };
    });
    await replaceMappings(db, organizationId, mappings);
    return { mappings: await selectMappings(db, organizationId) };
  });
}
