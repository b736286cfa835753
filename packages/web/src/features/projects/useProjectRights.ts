import { useMemo } from 'react';
import type { Session } from '@tessera/contracts';
import { mayDeleteProject, mayEditProject } from '@tessera/core';
import { useShellSession } from '../../components/session';

/** What a session's user may do with projects (spec 000 section 6); edit and delete by core's rules, as the server decides. */
export function projectRights({ user, permissions }: Session) {
  const actor = { userId: user.id, role: user.role, permissions };
  const has = (permission: (typeof permissions)[number]) => permissions.includes(permission);
  return {
    canCreate: has('project:create'),
    canEdit: (ownerId: number) => mayEditProject(actor, ownerId),
    canDelete: (ownerId: number) => mayDeleteProject(actor, ownerId),
    canCreateTemplate: has('projectTemplate:create'),
    canEditOtherTemplates: has('projectTemplate:editOther'),
    sharing: user.role !== 'LINGUIST' && !user.disableProjectSharing,
  };
}

export function useProjectRights() {
  const { session } = useShellSession();
  return useMemo(() => projectRights(session), [session]);
}
