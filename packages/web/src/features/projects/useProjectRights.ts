import { useMemo } from 'react';
import { useShellSession } from '../../components/session';

/** What the session user may do with projects (spec 000 section 6). */
export function useProjectRights() {
  const { session } = useShellSession();
  const { user, permissions } = session;
  return useMemo(() => {
    const has = (permission: (typeof permissions)[number]) => permissions.includes(permission);
    const linguist = user.role === 'LINGUIST';
    return {
      canCreate: has('project:create'),
      canEdit: (ownerId: number) => !linguist && (ownerId === user.id || has('project:editOther')),
      canDelete: (ownerId: number) =>
        !linguist && (ownerId === user.id || has('project:deleteOther')),
      canCreateTemplate: has('projectTemplate:create'),
      canEditOtherTemplates: has('projectTemplate:editOther'),
      sharing: !linguist && !user.disableProjectSharing,
    };
  }, [user, permissions]);
}
