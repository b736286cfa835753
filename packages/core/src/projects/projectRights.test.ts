import { roles, type Permission } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { mayDeleteProject, mayEditProject } from './projectRights.js';

const owner = 7;
const someoneElse = 8;

describe('the may-edit and may-delete project rules', () => {
  it('let the owner and the holder of the *Other permission, never a linguist', () => {
    const rows: string[] = [];
    for (const role of roles) {
      for (const held of [[], ['project:editOther'], ['project:deleteOther']] as Permission[][]) {
        for (const userId of [owner, someoneElse]) {
          const actor = { userId, role, permissions: held };
          const who = `${role} ${userId === owner ? 'owner' : 'other'} [${held.join()}]`;
          rows.push(
            `${who}: edit ${mayEditProject(actor, owner)}, delete ${mayDeleteProject(actor, owner)}`,
          );
        }
      }
    }
    expect(rows).toEqual([
      'ADMIN owner []: edit true, delete true',
      'ADMIN other []: edit false, delete false',
      'ADMIN owner [project:editOther]: edit true, delete true',
      'ADMIN other [project:editOther]: edit true, delete false',
      'ADMIN owner [project:deleteOther]: edit true, delete true',
      'ADMIN other [project:deleteOther]: edit false, delete true',
      'PROJECT_MANAGER owner []: edit true, delete true',
      'PROJECT_MANAGER other []: edit false, delete false',
      'PROJECT_MANAGER owner [project:editOther]: edit true, delete true',
      'PROJECT_MANAGER other [project:editOther]: edit true, delete false',
      'PROJECT_MANAGER owner [project:deleteOther]: edit true, delete true',
      'PROJECT_MANAGER other [project:deleteOther]: edit false, delete true',
      'LINGUIST owner []: edit false, delete false',
      'LINGUIST other []: edit false, delete false',
      'LINGUIST owner [project:editOther]: edit false, delete false',
      'LINGUIST other [project:editOther]: edit false, delete false',
      'LINGUIST owner [project:deleteOther]: edit false, delete false',
      'LINGUIST other [project:deleteOther]: edit false, delete false',
    ]);
  });
});
