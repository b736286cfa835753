import type { Role } from '@tessera/contracts';

export const roleLabels: Record<Role, string> = {
  ADMIN: 'Administrator',
  PROJECT_MANAGER: 'Project manager',
  LINGUIST: 'Linguist',
};
