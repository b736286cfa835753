import { MtEngine } from '@tessera/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MtEngineSettings } from './engine.js';

export type ProjectMtSettings = MtEngineSettings & { id: number; name: string };

/** The settings id a project uses for a locale: with per-locale engines on, the locale's entry (null: none). */
function chosenId(
  project: { mt_settings_id: number | null; per_locale_mt: number; per_locale_mt_ids: string },
  targetLang: string,
): number | null {
  if (project.per_locale_mt !== 1) return project.mt_settings_id;
  const perLocale = JSON.parse(project.per_locale_mt_ids) as Record<string, number | null>;
  const key = Object.keys(perLocale).find(
    (locale) => locale.toLowerCase() === targetLang.toLowerCase(),
  );
  return key === undefined ? project.mt_settings_id : (perLocale[key] ?? null);
}

/**
 * The machine translation settings a project uses for a target locale (its per-locale choice,
 * else its own), api key included for the server's call only; null when it has none.
 */
export async function projectMtSettings(
  db: Kysely<Database>,
  projectId: number,
  targetLang: string,
): Promise<ProjectMtSettings | null> {
  const project = await db
    .selectFrom('projects')
    .select(['organization_id', 'mt_settings_id', 'per_locale_mt', 'per_locale_mt_ids'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!project) return null;
  const id = chosenId(project, targetLang);
  if (id === null) return null;
  const row = await db
    .selectFrom('mt_settings')
    .select(['id', 'name', 'type', 'base_url', 'api_key'])
    .where('id', '=', id)
    .where('organization_id', '=', project.organization_id)
    .executeTakeFirst();
  const type = MtEngine.safeParse(row?.type);
  if (!row || !type.success) return null;
  return {
    id: row.id,
    name: row.name,
    type: type.data,
    baseUrl: row.base_url,
    apiKey: row.api_key,
  };
}
