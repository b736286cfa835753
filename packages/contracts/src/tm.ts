import { z } from 'zod';
import { OWNER_LIST_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './constants.js';
import { languageNames } from './languages.js';

// Messages of the translation memory and term base calls (our own: the spec shows no TM/TB
// screens); see docs/decisions.md.
export const assetStoreMessages = {
  nameRequired: 'The name is required',
  nameTooLong: 'The name must be less than 256 characters',
  sourceLangRequired: 'The source language is required',
  targetLangsRequired: 'Choose at least one target language',
  langsRequired: 'Choose at least one language',
  unknownLanguage: 'Unknown language code',
  targetIsSource: 'A target language must differ from the source language',
  unknownClient: 'The client is not one of this organization',
  unknownSubject: 'The subject is not one of this organization',
  idWhole: 'The id must be a positive whole number',
  pageWhole: 'The page must be a whole number of at least 0',
  pageSizeRange: `The page size must be a whole number from 1 to ${OWNER_LIST_PAGE_SIZE}`,
  textRequired: 'The text may not be blank',
  textTooLong: 'The text must be at most 100000 characters',
  publicReadOnly: 'A public {kind} of another organization is read only',
  sourceLangFixed: 'The source language cannot change once the memory holds units',
  langHasContent: 'The language {lang} still has {count} entries and cannot be removed',
  unitExists: 'A unit with the same source, target and context already exists',
  tmFileRequired: 'A .tmx file or a .zip archive of .tmx files is required',
  tmFileType: 'Only .tmx files or .zip archives of .tmx files can be imported',
  fileTooLarge: 'The file is larger than the limit of {limit}',
  tmGone: 'The translation memory no longer exists',
  tmxNoLanguagePair:
    'The TMX holds no unit with both the source language {source} and one of the target languages {targets}',
  uploadGone: 'The uploaded file is no longer available; upload it again',
} as const;

export const TM_IMPORT_MAX_BYTES = 512 * 1024 * 1024;
// A zip of TMX files is unpacked in memory, so it has a lower bound than a plain TMX (which streams).
export const TM_IMPORT_MAX_UNZIPPED_BYTES = 256 * 1024 * 1024;
export const ASSET_NAME_MAX = 255;
export const UNIT_TEXT_MAX = 100_000;

export const assetLocale = z
  .string({ error: assetStoreMessages.unknownLanguage })
  .refine((code) => languageNames.has(code), assetStoreMessages.unknownLanguage);

const requiredMessage = (message: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === '' ? message : undefined;

export const assetName = z
  .string({ error: requiredMessage(assetStoreMessages.nameRequired) })
  .trim()
  .min(1, assetStoreMessages.nameRequired)
  .max(ASSET_NAME_MAX, assetStoreMessages.nameTooLong);

// Optional id of a client or subject: absent and null both mean none.
export const optionalRecordId = z
  .number({ error: assetStoreMessages.idWhole })
  .int(assetStoreMessages.idWhole)
  .positive(assetStoreMessages.idWhole)
  .nullable()
  .optional()
  .transform((id) => id ?? null);

export const uniqueValues = <T>(values: T[]): T[] => [...new Set(values)];

export const AssetIdQuery = z.object({
  id: z.coerce.number().int(assetStoreMessages.idWhole).positive(assetStoreMessages.idWhole),
});

export const assetPageQuery = {
  page: z.coerce
    .number()
    .int(assetStoreMessages.pageWhole)
    .min(0, assetStoreMessages.pageWhole)
    .default(0),
  pageSize: z.coerce
    .number()
    .int(assetStoreMessages.pageSizeRange)
    .min(1, assetStoreMessages.pageSizeRange)
    .max(OWNER_LIST_PAGE_SIZE, assetStoreMessages.pageSizeRange)
    .default(DEFAULT_PAGE_SIZE),
};

export const AssetPaging = z.object({
  page: z.number(),
  pageSize: z.number(),
  pages: z.number(),
  total: z.number(),
});
export type AssetPaging = z.infer<typeof AssetPaging>;

// Who made a memory or term base; organizationName tells public ones of other organizations apart.
export const AssetCreator = z.object({
  id: z.number().nullable(),
  userName: z.string(),
  organizationName: z.string(),
});

export const ImportResult = z.object({
  imported: z.number(),
  skipped: z.number(),
  duplicates: z.number(),
});
export type ImportResult = z.infer<typeof ImportResult>;

export const TranslationMemoryInput = z
  .object({
    name: assetName,
    sourceLang: z
      .string({ error: requiredMessage(assetStoreMessages.sourceLangRequired) })
      .min(1, assetStoreMessages.sourceLangRequired)
      .pipe(assetLocale),
    targetLangs: z
      .array(assetLocale, { error: assetStoreMessages.targetLangsRequired })
      .min(1, assetStoreMessages.targetLangsRequired)
      .transform(uniqueValues),
    clientId: optionalRecordId,
    subjectId: optionalRecordId,
    isPublic: z.boolean().optional().default(false),
  })
  .refine((input) => !input.targetLangs.includes(input.sourceLang), {
    path: ['targetLangs'],
    message: assetStoreMessages.targetIsSource,
  });
export type TranslationMemoryInput = z.infer<typeof TranslationMemoryInput>;

export const TranslationMemory = z.object({
  id: z.number(),
  name: z.string(),
  sourceLang: z.string(),
  targetLangs: z.array(z.string()),
  client: z.object({ id: z.number(), name: z.string() }).nullable(),
  subject: z.object({ id: z.number(), name: z.string() }).nullable(),
  isPublic: z.boolean(),
  createdBy: AssetCreator,
  dateCreated: z.string(),
  dateModified: z.string(),
  /** Units per target language, every target language listed (0 when empty). */
  unitCounts: z.record(z.string(), z.number()),
});
export type TranslationMemory = z.infer<typeof TranslationMemory>;

export const TranslationMemoryListQuery = z.object({
  q: z.string().trim().max(ASSET_NAME_MAX).optional(),
  sourceLang: z.string().trim().optional(),
  targetLang: z.string().trim().optional(),
});
export type TranslationMemoryListQuery = z.infer<typeof TranslationMemoryListQuery>;

export const TmUnit = z.object({
  id: z.number(),
  sourceLang: z.string(),
  targetLang: z.string(),
  source: z.string(),
  target: z.string(),
  contextPrev: z.string(),
  contextNext: z.string(),
  contextKey: z.string(),
  createdBy: z.string(),
  dateCreated: z.string(),
  modifiedBy: z.string(),
  dateModified: z.string(),
});
export type TmUnit = z.infer<typeof TmUnit>;

export const TmUnitsQuery = AssetIdQuery.extend({
  q: z.string().trim().max(1000).optional(),
  lang: z.string().trim().optional(),
  ...assetPageQuery,
});
export type TmUnitsQuery = z.infer<typeof TmUnitsQuery>;

export const TmUnitPage = z.object({ units: z.array(TmUnit), paging: AssetPaging });
export type TmUnitPage = z.infer<typeof TmUnitPage>;

export const TmUnitQuery = AssetIdQuery.extend({
  unitId: z.coerce.number().int(assetStoreMessages.idWhole).positive(assetStoreMessages.idWhole),
});

const unitText = z
  .string({ error: requiredMessage(assetStoreMessages.textRequired) })
  .max(UNIT_TEXT_MAX, assetStoreMessages.textTooLong)
  .refine((text) => /\S/.test(text), assetStoreMessages.textRequired);
export const TmUnitInput = z.object({ source: unitText, target: unitText });
export type TmUnitInput = z.infer<typeof TmUnitInput>;

export const TmExportQuery = AssetIdQuery.extend({ format: z.enum(['tmx']).default('tmx') });
