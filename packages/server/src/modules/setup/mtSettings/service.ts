import type { Kysely } from 'kysely';
import {
  MtEngine,
  type MachineTranslateSettings,
  type MachineTranslateSettingsInput,
} from '@tessera/contracts';
import type { Database } from '../../../db/schema.js';
import { notFound } from '../../../http/errors.js';
import type { CollectionService, SetupScope } from '../collection.js';
import { unlessInUse, withUniqueName } from '../constraints.js';
import {
  clearDefaultMtSettings,
  deleteMtSettings,
  insertMtSettings,
  selectMtSettings,
  updateMtSettings,
  type MtSettingsValues,
} from './queries.js';

export async function listMtSettings(
  db: Kysely<Database>,
  organizationId: number,
): Promise<MachineTranslateSettings[]> {
  const rows = await selectMtSettings(db, organizationId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: MtEngine.parse(row.type),
    baseUrl: row.base_url,
    // PostgreSQL answers the comparison as a boolean, SQLite as 0 or 1.
    hasApiKey: Boolean(row.has_api_key),
    isDefault: row.is_default === 1,
  }));
}

async function settingsById(scope: SetupScope, id: number): Promise<MachineTranslateSettings> {
  const settings = (await listMtSettings(scope.db, scope.organizationId)).find(
    (each) => each.id === id,
  );
  if (!settings) throw notFound();
  return settings;
}

// Only one settings record of an organization is its default.
async function values(
  scope: SetupScope,
  input: MachineTranslateSettingsInput,
): Promise<MtSettingsValues> {
  if (input.isDefault) await clearDefaultMtSettings(scope.db, scope.organizationId);
  return {
    name: input.name,
    type: input.type,
    base_url: input.baseUrl,
    is_default: input.isDefault ? 1 : 0,
  };
}

export const mtSettingsService: CollectionService<
  MachineTranslateSettings,
  MachineTranslateSettingsInput,
  MachineTranslateSettingsInput
> = {
  list: listMtSettings,

  async create(scope, input) {
    const settings = { ...(await values(scope, input)), api_key: input.apiKey ?? '' };
    const id = await withUniqueName(
      insertMtSettings(scope.db, scope.organizationId, settings, scope.now),
    );
    return settingsById(scope, id);
  },

  // An empty or absent key keeps the stored one: the form never receives it to send back.
  async update(scope, id, input) {
    const settings = {
      ...(await values(scope, input)),
      ...(input.apiKey ? { api_key: input.apiKey } : {}),
    };
    const updated = await withUniqueName(
      updateMtSettings(scope.db, scope.organizationId, id, settings),
    );
    if (!updated) throw notFound();
    return settingsById(scope, id);
  },

  async remove(scope, id) {
    const removed = await unlessInUse(deleteMtSettings(scope.db, scope.organizationId, id));
    if (!removed) throw notFound();
  },
};
