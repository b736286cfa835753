import type { Permission, Role } from '@tessera/contracts';
import { mayDeleteProject, mayEditProject } from '@tessera/core';
import type { AuthContext } from '../../http/auth.js';
import { forbidden } from '../../http/errors.js';

// Who looks at projects: what the project services need of a session (or of a task's creator).
export interface Viewer {
  userId: number;
  organizationId: number;
  role: Role;
  permissions: Permission[];
  disableProjectSharing: boolean;
}

export function viewerOf(auth: AuthContext): Viewer {
  return {
    userId: auth.userId,
    organizationId: auth.organizationId,
    role: auth.role,
    permissions: auth.session.permissions,
    disableProjectSharing: auth.session.user.disableProjectSharing,
  };
}

export const isLinguist = (viewer: Viewer) => viewer.role === 'LINGUIST';

export function requireEditRights(viewer: Viewer, ownerId: number): void {
  if (!mayEditProject(viewer, ownerId)) throw forbidden();
}

export function requireDeleteRights(viewer: Viewer, ownerId: number): void {
  if (!mayDeleteProject(viewer, ownerId)) throw forbidden();
}
