import type { Permission, Role } from '@tessera/contracts';

/** Who asks: a session's user (or a task's creator) with the role and permissions it holds. */
export interface ProjectActor {
  userId: number;
  role: Role;
  permissions: readonly Permission[];
}

/**
 * Spec 000 section 6: the owner, or whoever holds the *Other permission; never a linguist, who
 * gets no edit controls even on a project shared with them or, by data, owned by them.
 */
function mayChange(actor: ProjectActor, ownerId: number, other: Permission): boolean {
  if (actor.role === 'LINGUIST') return false;
  return ownerId === actor.userId || actor.permissions.includes(other);
}

/** Whether the actor may edit the project (its settings, jobs, assets and status). */
export function mayEditProject(actor: ProjectActor, ownerId: number): boolean {
  return mayChange(actor, ownerId, 'project:editOther');
}

export function mayDeleteProject(actor: ProjectActor, ownerId: number): boolean {
  return mayChange(actor, ownerId, 'project:deleteOther');
}
