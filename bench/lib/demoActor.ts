import { defaultPermissions } from '@tessera/contracts';
import type { Db } from '../../packages/server/src/db/database.js';

// Without the server's modules: a bench that runs the compiled server imports this alone.
export const BENCH_PASSWORD = 'bench-password';

/** The demo organization's project manager as the services take an actor. */
export async function demoManager(db: Db) {
  const pm = await db.kysely
    .selectFrom('users')
    .select(['id', 'organization_id', 'user_name'])
    .where('user_name', '=', 'pm')
    .executeTakeFirstOrThrow();
  return {
    userId: pm.id,
    organizationId: pm.organization_id,
    role: 'PROJECT_MANAGER' as const,
    permissions: defaultPermissions('PROJECT_MANAGER'),
    disableProjectSharing: false,
    userName: pm.user_name,
  };
}
