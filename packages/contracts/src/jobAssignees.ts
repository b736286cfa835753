import { z } from 'zod';
import { Role } from './roles.js';
import { Vendor } from './lookups.js';

// GET /web/api/v9/job/getUsersAndVendorsForJobAssign (spec 001 section 7); every filter optional.
export const JobAssigneesQuery = z.object({
  sourceLocale: z.string().trim().min(1).optional(),
  targetLocale: z.string().trim().min(1).optional(),
  workflowStep: z.coerce.number().int().optional(),
  client: z.coerce.number().int().positive().optional(),
});
export type JobAssigneesQuery = z.infer<typeof JobAssigneesQuery>;

// A user a job can be assigned to (spec 001 section 3, User option).
export const UserOption = z.object({
  id: z.number(),
  role: Role,
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
});
export type UserOption = z.infer<typeof UserOption>;

export const JobAssignees = z.object({
  recent: z.array(UserOption),
  vendors: z.array(Vendor),
  discovered: z.array(UserOption),
  other: z.array(UserOption),
});
export type JobAssignees = z.infer<typeof JobAssignees>;
