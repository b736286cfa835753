import type { Kysely } from 'kysely';
import {
  languageCatalogue,
  type ActiveLanguagesInput,
  type Language,
  type LanguageSetting,
} from '@tessera/contracts';
import type { Database } from '../../../db/schema.js';
import type { SetupScope } from '../collection.js';
import { replaceActiveCodes, selectActiveCodes } from './queries.js';

const byName = (a: Language, b: Language) => a.name.localeCompare(b.name, 'en');

// The whole catalogue, each language marked active or not for the organization.
export async function listLanguageSettings(
  db: Kysely<Database>,
  organizationId: number,
): Promise<LanguageSetting[]> {
  const active = new Set(await selectActiveCodes(db, organizationId));
  return [...languageCatalogue]
    .sort(byName)
    .map((language) => ({ ...language, active: active.has(language.code) }));
}

export async function listActiveLanguages(
  db: Kysely<Database>,
  organizationId: number,
): Promise<Language[]> {
  const settings = await listLanguageSettings(db, organizationId);
  return settings.filter((language) => language.active).map(({ code, name }) => ({ code, name }));
}

export async function setActiveLanguages(
  scope: SetupScope,
  input: ActiveLanguagesInput,
): Promise<LanguageSetting[]> {
  await replaceActiveCodes(scope.db, scope.organizationId, [...new Set(input.codes)]);
  return listLanguageSettings(scope.db, scope.organizationId);
}
