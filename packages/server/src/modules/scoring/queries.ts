import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export async function selectPostMortemFlag(db: Db, organizationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('organizations')
    .select('enable_post_mortem_scoring')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return row.enable_post_mortem_scoring === 1;
}

export async function updatePostMortemFlag(
  db: Db,
  organizationId: number,
  enabled: boolean,
): Promise<void> {
  await db
    .updateTable('organizations')
    .set({ enable_post_mortem_scoring: enabled ? 1 : 0 })
    .where('id', '=', organizationId)
    .execute();
}

export function selectScoringModels(db: Db, organizationId: number) {
  return db
    .selectFrom('scoring_models')
    .select(['id', 'name', 'version', 'threshold'])
    .where('organization_id', '=', organizationId)
    .orderBy('name')
    .orderBy('version')
    .orderBy('id')
    .execute();
}

/** The versions of the models of these names, newest first. */
export function selectModelVersions(db: Db, organizationId: number, names: readonly string[]) {
  return db
    .selectFrom('scoring_models')
    .select(['id', 'name', 'version'])
    .where('organization_id', '=', organizationId)
    .where('name', 'in', names)
    .orderBy('version', 'desc')
    .execute();
}

export async function insertScoringModel(
  db: Db,
  row: {
    organizationId: number;
    name: string;
    version: number;
    threshold: number;
    definition: string;
    createdAt: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('scoring_models')
    .values({
      organization_id: row.organizationId,
      name: row.name,
      version: row.version,
      threshold: row.threshold,
      definition: row.definition,
      created_at: row.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function replaceMappings(
  db: Db,
  organizationId: number,
  mappings: ReadonlyArray<{ templateId: number; modelId: number }>,
): Promise<void> {
  await db
    .deleteFrom('sampled_qa_mappings')
    .where('organization_id', '=', organizationId)
    .execute();
  await db
    .insertInto('sampled_qa_mappings')
    .values(
      mappings.map((mapping) => ({
        organization_id: organizationId,
        project_template_id: mapping.templateId,
        scoring_model_id: mapping.modelId,
      })),
    )
    .execute();
}

export function selectMappings(db: Db, organizationId: number) {
  return db
    .selectFrom('sampled_qa_mappings as m')
    .innerJoin('project_templates as t', 't.id', 'm.project_template_id')
    .innerJoin('scoring_models as s', 's.id', 'm.scoring_model_id')
    .select([
      't.id as projectTemplateId',
      't.template_name as projectTemplateName',
      's.id as scoringModelId',
      's.name as scoringModelName',
      's.version as scoringModelVersion',
    ])
    .where('m.organization_id', '=', organizationId)
    .orderBy('t.template_name')
    .execute();
}
