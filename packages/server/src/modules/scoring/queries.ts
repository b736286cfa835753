import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function selectPostMortemFlag(
  db: Kysely<Database>,
  organizationId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('organizations')
    .select('enable_post_mortem_scoring')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return row.enable_post_mortem_scoring === 1;
}

export async function updatePostMortemFlag(
  db: Kysely<Database>,
  organizationId: number,
  enabled: boolean,
): Promise<void> {
  await db
    .updateTable('organizations')
    .set({ enable_post_mortem_scoring: enabled ? 1 : 0 })
    .where('id', '=', organizationId)
    .execute();
}

export function selectScoringModels(db: Kysely<Database>, organizationId: number) {
  return db
    .selectFrom('scoring_models')
    .select(['id', 'name', 'version', 'threshold'])
    .where('organization_id', '=', organizationId)
    .orderBy('name')
    .orderBy('version')
    .orderBy('id')
    .execute();
}
