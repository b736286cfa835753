import { z } from 'zod';
import { DEFAULT_HEALTH_ENV } from './constants.js';

export const problemTypes = [
  'Technical issue',
  'Question about a job',
  'Deadline or scope change',
  'Billing',
  'Data subject access request (DSAR)',
  'Other',
] as const;
export const ProblemType = z.enum(problemTypes);

const field = z.string().trim().max(255).optional().default('');
export const TicketInput = z.object({
  problemType: ProblemType,
  subject: z.string().trim().min(1, 'The subject is required').max(255),
  description: z.string().trim().min(1, 'The description is required').max(10_000),
  projectName: field,
  projectId: field,
  jobPartId: field,
  sourceLocale: field,
  targetLocale: field,
  dueDate: field,
  workflowStep: field,
});
export type TicketInput = z.infer<typeof TicketInput>;
export const Ticket = TicketInput.extend({
  id: z.number(),
  status: z.enum(['OPEN', 'CLOSED']),
  dateCreated: z.string(),
  createdBy: z.object({ id: z.number(), userName: z.string() }),
});
export type Ticket = z.infer<typeof Ticket>;

export const CookieConsent = z.object({
  acceptance: z.literal(true),
  acceptanceDate: z.iso.datetime({ offset: true }),
});
export const CookieConsentUpdate = z.object({ cookieConsent: CookieConsent });
export const CookieConsentState = z.object({ acceptanceDate: z.string().nullable() });
export type CookieConsentState = z.infer<typeof CookieConsentState>;

export const HealthStatus = z.object({
  status: z.enum(['UP', 'DOWN']),
  database: z.boolean(),
  tasks: z.boolean(),
});
export type HealthStatus = z.infer<typeof HealthStatus>;

// What /api/healthCheck answers: the status the environment reports about itself.
export const HealthCheckResult = z.object({ status: z.string() });
export type HealthCheckResult = z.infer<typeof HealthCheckResult>;
export const HealthCheckQuery = z.object({
  env: z
    .string()
    .trim()
    .optional()
    .transform((env) => env || DEFAULT_HEALTH_ENV),
});
export const HEALTH_CHECK_TIMEOUT_MS = 5000;
export const healthMessages = {
  unknownEnvironment: 'Unknown health environment: {env}',
  timedOut: 'The environment did not answer within 5 seconds',
  badAnswer: 'The environment answered HTTP {status} without a health status',
} as const;

export const PostMortemScoringSettings = z.object({
  enabled: z.boolean(),
  administrarOrgIds: z.array(z.number()),
});
export type PostMortemScoringSettings = z.infer<typeof PostMortemScoringSettings>;
export const PostMortemScoringUpdate = z.object({ enablePostMortemScoring: z.boolean() });
// The external vendor the post-delivery QA setting requires (spec 002 section 2).
export const POST_MORTEM_VENDOR_NAME = 'ASIN Loc';

export const ScoringModelSummary = z.object({
  id: z.number(),
  name: z.string(),
  version: z.number(),
  threshold: z.number(),
});
export type ScoringModelSummary = z.infer<typeof ScoringModelSummary>;

/** Client-side settings the web needs before login-specific calls: legacy origin, help links. */
export const ShellConfig = z.object({
  /** Origin serving legacy pages under their own paths (LEGACY_ORIGIN); null: the web host. */
  legacyOrigin: z.string().nullable(),
  internalEmailDomains: z.array(z.string()),
  healthEnvironments: z.array(z.string()),
  environment: z.string(),
});
export type ShellConfig = z.infer<typeof ShellConfig>;
