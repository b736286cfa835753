import { describe, expect, test } from 'vitest';
import { defaultPermissions, roles, type Session } from '@tessera/contracts';
import { mayDeleteProject, mayEditProject } from '@tessera/core';
import { projectRights } from './useProjectRights';

const sessionOf = (role: Session['user']['role']): Session => ({
  user: {
    id: 7,
    userName: 'someone',
    firstName: 'Some',
    lastName: 'One',
    email: 'someone@tessera.example',
    role,
    timezone: null,
    disableProjectSharing: false,
    defaultMachineTranslateSettingsId: null,
    actsForVendor: false,
  },
  organization: { id: 1, name: 'Demo' },
  permissions: defaultPermissions(role),
  csrfToken: 'token',
});

describe('the project rights the web shows', () => {
  test('edit and delete by the rule the server applies, for every role, owned or not', () => {
    for (const role of roles) {
      const session = sessionOf(role);
      const actor = { userId: 7, role, permissions: session.permissions };
      for (const ownerId of [7, 8]) {
        expect(projectRights(session).canEdit(ownerId)).toBe(mayEditProject(actor, ownerId));
        expect(projectRights(session).canDelete(ownerId)).toBe(mayDeleteProject(actor, ownerId));
      }
    }
    expect(projectRights(sessionOf('LINGUIST')).canEdit(7)).toBe(false);
    expect(projectRights(sessionOf('PROJECT_MANAGER')).canEdit(7)).toBe(true);
  });
});
