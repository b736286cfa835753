import { z } from 'zod';

export const roles = ['ADMIN', 'PROJECT_MANAGER', 'LINGUIST'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

export const permissions = [
  'project:create',
  'project:editOther',
  'project:deleteOther',
  'projectTemplate:create',
  'projectTemplate:editOther',
] as const;
export const Permission = z.enum(permissions);
export type Permission = z.infer<typeof Permission>;

// Section 6 of spec 000: admins have all; project managers all but the *Other ones; linguists none.
export function defaultPermissions(role: Role): Permission[] {
  if (role === 'ADMIN') return [...permissions];
  if (role === 'PROJECT_MANAGER') return permissions.filter((p) => !p.endsWith('Other'));
  return [];
}

// The user list filter says PROJECTMANAGER (spec 000 section 7); the session says PROJECT_MANAGER.
export const RoleFilter = z.enum(['ADMIN', 'PROJECTMANAGER', 'PROJECT_MANAGER', 'LINGUIST']);
export function roleFromFilter(value: z.infer<typeof RoleFilter>): Role {
  return value === 'PROJECTMANAGER' ? 'PROJECT_MANAGER' : value;
}
