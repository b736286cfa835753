import { z } from 'zod';
import { Permission, Role } from './roles.js';

export const LoginRequest = z.object({
  userName: z.string().trim().min(1, 'The user name is required'),
  password: z.string().min(1, 'The password is required'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SessionUser = z.object({
  id: z.number(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: Role,
  timezone: z.string().nullable(),
  disableProjectSharing: z.boolean(),
  /** The user's default MT settings: the project wizard starts with it (spec 000 section 3). */
  defaultMachineTranslateSettingsId: z.number().nullable(),
  /** The user is the buyer user of a vendor: the navigation offers Job offers (issue #13). */
  actsForVendor: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const Session = z.object({
  user: SessionUser,
  organization: z.object({ id: z.number(), name: z.string() }),
  permissions: z.array(Permission),
  csrfToken: z.string(),
});
export type Session = z.infer<typeof Session>;
