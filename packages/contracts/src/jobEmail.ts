import { z } from 'zod';
import { JobSelectionFields } from './jobs.js';
import { jobMessages } from './messages.js';

const address = z
  .string()
  .trim()
  .regex(/^[^\s@;]+@[^\s@;]+$/, 'Each address must be an email address');

/** Cc and Bcc as typed in the form: addresses separated by ';', trimmed, blanks dropped. */
export function splitAddresses(text: string): string[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** POST /api/job/email (spec 001 section 3 "Email request"). */
export const JobEmailRequest = JobSelectionFields.extend({
  subject: z
    .string()
    .trim()
    .min(1, jobMessages.subjectBlank)
    .max(998)
    .refine((value) => !/[\r\n]/.test(value), 'The subject may not contain line breaks'),
  body: z.string().trim().min(1, jobMessages.bodyBlank).max(100_000),
  cc: z.array(address).max(50).default([]),
  bcc: z.array(address).max(50).default([]),
  setStatusToEmailed: z.boolean().default(true),
});
export type JobEmailRequest = z.output<typeof JobEmailRequest>;
export type JobEmailInput = z.input<typeof JobEmailRequest>;

export const JobEmailResult = z.object({ sent: z.number(), jobPartIds: z.array(z.number()) });
export type JobEmailResult = z.infer<typeof JobEmailResult>;

// Ours: words the spec leaves out (docs/decisions.md).
export const jobEmailMessages = {
  noRecipients: 'None of the selected jobs is assigned to a user with an email address.',
  placeholdersHelp:
    'Placeholders such as {user.firstName}, {jobs} or {job.dueDate} are filled in for each recipient.',
} as const;
