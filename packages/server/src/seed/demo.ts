import type { Role } from '@tessera/contracts';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { createOrganization, createUser } from './organization.js';

const demoUsers: Array<{
  userName: string;
  role: Role;
  firstName: string;
  lastName: string;
  timezone: string | null;
}> = [
  { userName: 'admin', role: 'ADMIN', firstName: 'Ada', lastName: 'Admin', timezone: 'UTC' },
  {
    userName: 'pm',
    role: 'PROJECT_MANAGER',
    firstName: 'Paula',
    lastName: 'Manager',
    timezone: 'Europe/Prague',
  },
  {
    userName: 'linguist',
    role: 'LINGUIST',
    firstName: 'Luis',
    lastName: 'Linguist',
    timezone: 'America/New_York',
  },
  { userName: 'linguist2', role: 'LINGUIST', firstName: 'Lin', lastName: 'Second', timezone: null },
];

// A real engine whose key an admin fills in (docs/decisions/mt.md); until then machine
// translation refuses it with mtMessages.noApiKey, shown on the job.
const demoEngine = { name: 'DeepL API', type: 'DEEPL', base_url: '', api_key: '', is_default: 1 };
const retiredEngineName = 'Offline demo engine';

const demoLanguages = [
  'en',
  'en_us',
  'en_gb',
  'de',
  'de_de',
  'fr',
  'fr_fr',
  'es',
  'it',
  'ja',
  'zh_cn',
  'ar',
  'cs',
  'pl',
  'pt_br',
  'nl',
  'ko',
  'he',
];

export interface DemoSeed {
  password: string;
  users: Array<{ userName: string; role: Role }>;
}

// On an empty database, the organization "Demo" with a user of each role and the setup lookups filled.
export async function seedDemoIfEmpty(
  db: Db,
  clock: Clock,
  password: string,
): Promise<DemoSeed | null> {
  const any = await db.kysely.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
  if (any) return null;
  const now = clock.now().toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    const organizationId = await createOrganization(trx, 'Demo', now);
    const userIds = new Map<string, number>();
    for (const user of demoUsers) {
      const id = await createUser(
        trx,
        { ...user, organizationId, password, email: `${user.userName}@tessera.example` },
        now,
      );
      userIds.set(user.userName, id);
    }
    const named = (names: string[]) =>
      names.map((name) => ({ organization_id: organizationId, name, created_at: now }));
    await trx
      .insertInto('clients')
      .values(named(['Acme Corporation', 'Globex', 'Initech']))
      .execute();
    await trx
      .insertInto('business_units')
      .values(named(['Marketing', 'Product Documentation']))
      .execute();
    await trx
      .insertInto('cost_centers')
      .values(named(['CC-100 Localization', 'CC-200 Support']))
      .execute();
    await trx
      .insertInto('subjects')
      .values(named(['Legal', 'Medical', 'Software', 'Marketing']))
      .execute();
    await trx
      .insertInto('media_types')
      .values(named(['Website', 'User interface', 'Printed manual']))
      .execute();
    await trx
      .insertInto('workflow_steps')
      .values([
        {
          organization_id: organizationId,
          name: 'Translation',
          ord: 1,
          type: 'TRANSLATION',
          created_at: now,
        },
        {
          organization_id: organizationId,
          name: 'Revision',
          ord: 2,
          type: 'REVISION',
          created_at: now,
        },
        {
          organization_id: organizationId,
          name: 'Scoring',
          ord: 3,
          type: 'SCORING',
          created_at: now,
        },
      ])
      .execute();
    await trx
      .insertInto('vendors')
      .values([
        {
          organization_id: organizationId,
          name: 'Lingua Partners',
          // linguist2 acts for the vendor: it answers the jobs offered to it (Job offers).
          buyer_user_id: userIds.get('linguist2') ?? null,
          created_at: now,
        },
      ])
      .execute();
    await trx
      .insertInto('email_templates')
      .values({
        organization_id: organizationId,
        name: 'New Work assigned',
        type: 'JobAssigned',
        subject: 'New work assigned: {project.name}',
        body: 'Hello {user.firstName},\n\nnew work is waiting for you in project {project.name}:\n{jobs}\n\nThank you.',
        cc_address: '',
        bcc_address: '',
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('mt_settings')
      .values({ organization_id: organizationId, ...demoEngine, created_at: now })
      .execute();
    await trx
      .insertInto('active_languages')
      .values(demoLanguages.map((code) => ({ organization_id: organizationId, code })))
      .execute();
  });
  return { password, users: demoUsers.map(({ userName, role }) => ({ userName, role })) };
}

/**
 * Settings of the former demo engine 'OFFLINE', which Tessera cannot call, become the DeepL
 * settings the demo seeds now: without a key, refused until an admin adds one.
 */
export async function retireOfflineEngine(db: Db): Promise<void> {
  const rows = await db.kysely
    .selectFrom('mt_settings')
    .select(['id', 'organization_id', 'name'])
    .where('type', '=', 'OFFLINE')
    .execute();
  for (const row of rows) {
    const taken = await db.kysely
      .selectFrom('mt_settings')
      .select('id')
      .where('organization_id', '=', row.organization_id)
      .where('name', '=', demoEngine.name)
      .executeTakeFirst();
    const name = row.name === retiredEngineName && !taken ? demoEngine.name : row.name;
    await db.kysely
      .updateTable('mt_settings')
      .set({ name, type: demoEngine.type, base_url: '', api_key: '' })
      .where('id', '=', row.id)
      .execute();
  }
}

/** The demo organization at start-up unless TESSERA_DEMO=off: a production install starts empty. */
export async function seedDemoUnlessOff(
  db: Db,
  clock: Clock,
  config: Config,
): Promise<DemoSeed | null> {
  await retireOfflineEngine(db);
  return config.demo ? seedDemoIfEmpty(db, clock, config.demoPassword) : null;
}
