import { z } from 'zod';
import { languageNames } from './languages.js';
import { Permission, Role } from './roles.js';

const name = z.string().trim().min(1, 'The name is required').max(255);
const optionalText = z.string().trim().max(255).optional().default('');

// Simple named records of an organization: clients, business units, cost centers, subjects, media types.
export const NamedRecord = z.object({ id: z.number(), name: z.string() });
export type NamedRecord = z.infer<typeof NamedRecord>;
export const NamedRecordInput = z.object({ name });
export type NamedRecordInput = z.infer<typeof NamedRecordInput>;
export const namedKinds = ['client', 'businessUnit', 'costCenter', 'subject', 'mediaType'] as const;
export type NamedKind = (typeof namedKinds)[number];

export const workflowStepTypes = [
  'TRANSLATION',
  'REVISION',
  'SCORING',
  'SCORING_AND_REVISION',
  'OTHER',
] as const;
export const WorkflowStepType = z.enum(workflowStepTypes);
export const WorkflowStep = z.object({
  id: z.number(),
  name: z.string(),
  level: z.number(),
  ord: z.number(),
  type: WorkflowStepType,
});
export type WorkflowStep = z.infer<typeof WorkflowStep>;
export const WorkflowStepInput = z.object({
  name,
  ord: z.coerce
    .number()
    .int('The order must be a whole number')
    .min(1, 'The order must be at least 1'),
  type: WorkflowStepType,
});
export type WorkflowStepInput = z.infer<typeof WorkflowStepInput>;

export const Vendor = z.object({
  id: z.number(),
  name: z.string(),
  buyerUserId: z.number().nullable(),
});
export type Vendor = z.infer<typeof Vendor>;
export const VendorInput = z.object({
  name,
  buyerUserId: z.number().int().positive().nullable().optional().default(null),
});
export type VendorInput = z.infer<typeof VendorInput>;

const emailList = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .default('')
  // A line break in an address would start a new mail header.
  .refine((value) => !/[\r\n]/.test(value), 'Addresses may not contain line breaks')
  .refine(
    (value) =>
      value.split(';').every((part) => part.trim() === '' || /^[^\s@]+@[^\s@]+$/.test(part.trim())),
    'Addresses are separated by ; and each must be an email address',
  );
export const EmailTemplate = z.object({
  id: z.number(),
  name: z.string(),
  type: z.literal('JobAssigned'),
  subject: z.string(),
  body: z.string(),
  ccAddress: z.string(),
  bccAddress: z.string(),
});
export type EmailTemplate = z.infer<typeof EmailTemplate>;
export const EmailTemplateInput = z.object({
  name,
  subject: z
    .string()
    .trim()
    .min(1, 'The subject may not be blank')
    .max(998)
    .refine((value) => !/[\r\n]/.test(value), 'The subject may not contain line breaks'),
  body: z.string().trim().min(1, 'The email body may not be blank').max(100_000),
  ccAddress: emailList,
  bccAddress: emailList,
});
export type EmailTemplateInput = z.infer<typeof EmailTemplateInput>;

// Only engines Tessera can call (docs/decisions/mt.md): each has an adapter in the server's mt module.
export const mtEngines = ['LIBRETRANSLATE', 'DEEPL', 'GOOGLE', 'MICROSOFT'] as const;
export const MtEngine = z.enum(mtEngines);
export type MtEngine = z.infer<typeof MtEngine>;
export const mtEngineLabels: Record<MtEngine, string> = {
  LIBRETRANSLATE: 'LibreTranslate',
  DEEPL: 'DeepL',
  GOOGLE: 'Google Cloud Translation',
  MICROSOFT: 'Microsoft Translator',
};
/** What a job shows when its machine translation fails; name is the settings' name. */
export const mtMessages = {
  noApiKey: (name: string) => `Machine translation engine ${name} has no API key.`,
  failed: (name: string, status: number, detail: string) =>
    `Machine translation engine ${name} failed (HTTP ${status}): ${detail}`,
  timedOut: (name: string, seconds: number) =>
    `Machine translation engine ${name} did not answer within ${seconds} seconds.`,
  unreachable: (name: string, detail: string) =>
    `Machine translation engine ${name} could not be reached: ${detail}`,
  unreadable: (name: string) =>
    `Machine translation engine ${name} sent an answer Tessera cannot read.`,
} as const;
export const MachineTranslateSettings = z.object({
  id: z.number(),
  name: z.string(),
  type: MtEngine,
  baseUrl: z.string(),
  hasApiKey: z.boolean(),
  isDefault: z.boolean(),
});
export type MachineTranslateSettings = z.infer<typeof MachineTranslateSettings>;
export const MachineTranslateSettingsInput = z.object({
  name,
  type: MtEngine,
  baseUrl: z
    .union([
      z.literal(''),
      // Only web endpoints: file:, gopher: or javascript: URLs would reach other things.
      z.url({ protocol: /^https?$/, error: 'The endpoint must be an http:// or https:// URL' }),
    ])
    .optional()
    .default(''),
  // An empty key on update keeps the stored one; keys are never sent back.
  apiKey: z.string().max(1000).optional(),
  isDefault: z.boolean().optional().default(false),
});
export type MachineTranslateSettingsInput = z.infer<typeof MachineTranslateSettingsInput>;

export const SegRule = z.object({
  id: z.number(),
  name: z.string(),
  locale: z.string(),
  // Break and exception rules as SRX-like regular expression pairs.
  rules: z.array(z.object({ break: z.boolean(), before: z.string(), after: z.string() })),
  isDefault: z.boolean(),
});
export type SegRule = z.infer<typeof SegRule>;
export const SegRuleInput = z.object({
  name,
  locale: z
    .string()
    .trim()
    .min(1, 'The locale is required')
    .max(20)
    // A blank locale has its own message above.
    .refine(
      (code) => code === '' || languageNames.has(code),
      'The locale is not in the language list',
    ),
  rules: SegRule.shape.rules.default([]),
  isDefault: z.boolean().optional().default(false),
});
export type SegRuleInput = z.infer<typeof SegRuleInput>;

export const Language = z.object({ code: z.string(), name: z.string() });
export type Language = z.infer<typeof Language>;

export const User = z.object({
  id: z.number(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  role: Role,
  timezone: z.string().nullable(),
  active: z.boolean(),
  disableProjectSharing: z.boolean(),
  defaultMachineTranslateSettingsId: z.number().nullable(),
  permissions: z.array(Permission),
});
export type User = z.infer<typeof User>;

const timezone = z
  .string()
  .nullable()
  .optional()
  .refine((tz) => tz == null || tz === '' || isTimeZone(tz), 'Unknown timezone');
export const UserCreateInput = z.object({
  userName: z.string().trim().min(1, 'The user name is required').max(100),
  password: z.string().min(8, 'The password must have at least 8 characters').max(200),
  firstName: optionalText,
  lastName: optionalText,
  email: z
    .union([z.literal(''), z.email('The email is not valid')])
    .optional()
    .default(''),
  role: Role,
  timezone,
  permissions: z.array(Permission).optional(),
  disableProjectSharing: z.boolean().optional().default(false),
  // The user's default MT settings record (spec 000 section 3); null: none of their own.
  defaultMachineTranslateSettingsId: z.number().int().positive().nullable().optional(),
});
export type UserCreateInput = z.infer<typeof UserCreateInput>;
// A partial update: an absent field keeps its stored value, so no field has a default here.
export const UserUpdateInput = z.object({
  firstName: z.string().trim().max(255).optional(),
  lastName: z.string().trim().max(255).optional(),
  email: z.union([z.literal(''), z.email('The email is not valid')]).optional(),
  role: Role.optional(),
  timezone,
  // null resets the permissions to the role's defaults.
  permissions: z.array(Permission).nullable().optional(),
  disableProjectSharing: z.boolean().optional(),
  defaultMachineTranslateSettingsId: UserCreateInput.shape.defaultMachineTranslateSettingsId,
  active: z.boolean().optional(),
  password: UserCreateInput.shape.password.optional(),
});
export type UserUpdateInput = z.infer<typeof UserUpdateInput>;

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const FileFormat = z.object({
  title: z.string(),
  backendFormat: z.string(),
  value: z.string(),
  /** The file name endings the format is read from, without the dot (ours: the wizard checks uploads). */
  extensions: z.array(z.string()),
});
export type FileFormat = z.infer<typeof FileFormat>;
