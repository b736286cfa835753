import { z } from 'zod';
import {
  AssetCreator,
  ASSET_NAME_MAX,
  assetStoreMessages,
  assetName,
  AssetIdQuery,
  assetLocale,
  optionalRecordId,
  assetPageQuery,
  AssetPaging,
  uniqueValues,
} from './tm.js';

export const termBaseMessages = {
  termRequired: 'A concept needs at least one term',
  termTextRequired: 'The term may not be blank',
  termTextTooLong: 'The term must be at most 1000 characters',
  fieldTooLong: 'The text must be at most 4000 characters',
  langNotInTermBase: 'The language {lang} is not one of the term base languages',
  termTwice: 'The term "{text}" appears twice for language {lang}',
  unknownTerm: 'The term {termId} is not one of this concept',
  conceptExists: 'The term base already has a concept with these terms.',
  tbFileRequired: 'A .tbx, .csv or .xlsx file is required',
  tbFileType: 'Only .tbx, .csv, .tsv or .xlsx files can be imported',
  tbGone: 'The term base no longer exists',
  noTermBaseLanguage:
    'The file names none of the term base languages ({langs}); a CSV or XLSX header row needs locale codes',
} as const;

export const TB_IMPORT_MAX_BYTES = 100 * 1024 * 1024;
export const TERM_TEXT_MAX = 1000;
export const TERM_FIELD_MAX = 4000;

export const termStatuses = ['APPROVED', 'NOT_APPROVED', 'FORBIDDEN'] as const;
export const TermStatus = z.enum(termStatuses);
export type TermStatus = z.infer<typeof TermStatus>;

export const TermBaseInput = z.object({
  name: assetName,
  langs: z
    .array(assetLocale, { error: assetStoreMessages.langsRequired })
    .min(1, assetStoreMessages.langsRequired)
    .transform(uniqueValues),
  clientId: optionalRecordId,
  isPublic: z.boolean().optional().default(false),
});
export type TermBaseInput = z.infer<typeof TermBaseInput>;

export const TermBase = z.object({
  id: z.number(),
  name: z.string(),
  langs: z.array(z.string()),
  client: z.object({ id: z.number(), name: z.string() }).nullable(),
  isPublic: z.boolean(),
  createdBy: AssetCreator,
  dateCreated: z.string(),
  dateModified: z.string(),
  conceptCount: z.number(),
  /** Terms per language, every language listed (0 when none). */
  termCounts: z.record(z.string(), z.number()),
});
export type TermBase = z.infer<typeof TermBase>;

export const TermBaseListQuery = z.object({
  q: z.string().trim().max(ASSET_NAME_MAX).optional(),
  lang: z.string().trim().optional(),
});
export type TermBaseListQuery = z.infer<typeof TermBaseListQuery>;

const field = z.string().max(TERM_FIELD_MAX, termBaseMessages.fieldTooLong).optional().default('');

export const TermInput = z.object({
  /** Present for a term the concept already has (kept, with its id); absent for a new one. */
  id: z.number().int().positive().optional(),
  lang: assetLocale,
  text: z
    .string({ error: termBaseMessages.termTextRequired })
    .trim()
    .min(1, termBaseMessages.termTextRequired)
    .max(TERM_TEXT_MAX, termBaseMessages.termTextTooLong),
  status: TermStatus.optional().default('APPROVED'),
  note: field,
  usage: field,
});
export type TermInput = z.infer<typeof TermInput>;

export const ConceptInput = z.object({
  definition: field,
  note: field,
  domain: field,
  terms: z
    .array(TermInput, { error: termBaseMessages.termRequired })
    .min(1, termBaseMessages.termRequired),
});
export type ConceptInput = z.infer<typeof ConceptInput>;

export const Term = z.object({
  id: z.number(),
  lang: z.string(),
  text: z.string(),
  status: TermStatus,
  note: z.string(),
  usage: z.string(),
});
export type Term = z.infer<typeof Term>;

export const Concept = z.object({
  id: z.number(),
  definition: z.string(),
  note: z.string(),
  domain: z.string(),
  terms: z.array(Term),
  createdBy: z.string(),
  dateCreated: z.string(),
  dateModified: z.string(),
});
export type Concept = z.infer<typeof Concept>;

export const TermsQuery = AssetIdQuery.extend({
  q: z.string().trim().max(1000).optional(),
  lang: z.string().trim().optional(),
  ...assetPageQuery,
});
export type TermsQuery = z.infer<typeof TermsQuery>;

export const ConceptPage = z.object({ concepts: z.array(Concept), paging: AssetPaging });
export type ConceptPage = z.infer<typeof ConceptPage>;

export const ConceptQuery = AssetIdQuery.extend({
  conceptId: z.coerce.number().int(assetStoreMessages.idWhole).positive(assetStoreMessages.idWhole),
});

export const TbExportQuery = AssetIdQuery.extend({
  format: z.enum(['tbx', 'xlsx', 'csv']).default('tbx'),
});
