import { z } from 'zod';
import { OWNER_LIST_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './constants.js';
import { languageNames } from './languages.js';
import { Language, SegRuleInput } from './lookups.js';
import { RoleFilter } from './roles.js';

// Messages of the setup calls (our own: the spec shows no setup screens); see docs/decisions.md.
export const setupMessages = {
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotDemoteSelf: 'You cannot take the administrator role from your own account.',
  unknownLanguage: 'Unknown language code',
  noLanguages: 'Choose at least one language',
  buyerNotFound: 'The buyer is not a user of this organization',
  pageWhole: 'The page must be a whole number of at least 0',
  pageSizeRange: `The page size must be a whole number from 1 to ${OWNER_LIST_PAGE_SIZE}`,
  idWhole: 'The id must be a positive whole number',
  srxFileRequired: 'An SRX file is required',
  srxTooLarge: 'The SRX file is larger than 5 MB',
  srxNoRulesForLocale: 'The SRX file has no rules for locale {locale}',
} as const;

// The collections of /api/setup/{collection}.
export const setupCollections = [
  'clients',
  'businessUnits',
  'costCenters',
  'subjects',
  'mediaTypes',
  'workflowSteps',
  'vendors',
  'emailTemplates',
  'machineTranslateSettings',
  'segRules',
  'users',
] as const;
export type SetupCollection = (typeof setupCollections)[number];

export const RecordIdParams = z.object({
  id: z.coerce
    .number({ error: setupMessages.idWhole })
    .int(setupMessages.idWhole)
    .positive(setupMessages.idWhole),
});

const page = z.coerce
  .number({ error: setupMessages.pageWhole })
  .int(setupMessages.pageWhole)
  .min(0, setupMessages.pageWhole);

// role may be repeated in the query string (?role=PROJECTMANAGER&role=ADMIN).
export const UserListQuery = z.object({
  role: z
    .union([RoleFilter, z.array(RoleFilter)])
    .optional()
    .transform((role) => (role === undefined ? [] : Array.isArray(role) ? role : [role])),
  page: page.default(0),
  pageSize: z.coerce
    .number({ error: setupMessages.pageSizeRange })
    .int(setupMessages.pageSizeRange)
    .min(1, setupMessages.pageSizeRange)
    .max(OWNER_LIST_PAGE_SIZE, setupMessages.pageSizeRange)
    .default(DEFAULT_PAGE_SIZE),
  // Accepted for the spec's callers; the answer is the same User either way.
  extended: z.enum(['true', 'false']).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

export const SEG_RULE_PAGE_SIZE = 50;
export const SegRuleListQuery = z.object({ page: page.default(0) });

export const EmailTemplateListQuery = z.object({ type: z.enum(['JobAssigned']).optional() });

export const LanguageSetting = Language.extend({ active: z.boolean() });
export type LanguageSetting = z.infer<typeof LanguageSetting>;
export const ActiveLanguagesInput = z.object({
  codes: z
    .array(z.string().refine((code) => languageNames.has(code), setupMessages.unknownLanguage))
    .min(1, setupMessages.noLanguages),
});
export type ActiveLanguagesInput = z.infer<typeof ActiveLanguagesInput>;

// The form fields that go with the SRX file of POST /api/setup/segRules/importSrx.
export const SrxImportInput = SegRuleInput.pick({ name: true, locale: true });
export type SrxImportInput = z.infer<typeof SrxImportInput>;
export const SRX_MAX_BYTES = 5 * 1024 * 1024;

// GET /api/vendors/listVendorTokens: vendor id -> vendor name.
export const VendorTokens = z.record(z.string(), z.string());
export type VendorTokens = z.infer<typeof VendorTokens>;
