import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './constants.js';
import { JobPart, JobStatus } from './jobs.js';
import { NamedRecord } from './lookups.js';
import { queryList } from './queryParams.js';

// Spec 001 section 9: the linguist list's due-in values in hours, -1 being overdue.
export const DUE_IN_HOURS_LINGUIST_JOBS = [-1, 4, 8, 24, 72] as const;

// The list's tabs (listStatus); NEW also shows EMAILED, COMPLETED_BY_LINGUIST also COMPLETED.
export const linguistListStatuses = [
  'NEW',
  'ASSIGNED',
  'COMPLETED_BY_LINGUIST',
  'DECLINED_BY_LINGUIST',
  'CANCELLED',
] as const;
export type LinguistListStatus = (typeof linguistListStatuses)[number];

export const linguistTabStatuses: Record<LinguistListStatus, readonly JobStatus[]> = {
  NEW: ['NEW', 'EMAILED'],
  ASSIGNED: ['ASSIGNED'],
  COMPLETED_BY_LINGUIST: ['COMPLETED_BY_LINGUIST', 'COMPLETED'],
  DECLINED_BY_LINGUIST: ['DECLINED_BY_LINGUIST'],
  CANCELLED: ['CANCELLED'],
};

export const linguistJobSortFields = ['fileName', 'targetLocale', 'dateDue'] as const;

/** GET /api/job/filter (spec 001 section 7): the linguist's own job parts. */
export const LinguistJobQuery = z.object({
  fileName: z.string().trim().max(1000).optional(),
  searchPattern: z.string().trim().max(1000).optional(),
  targetLocale: z.string().trim().min(1).optional(),
  dueInHours: z.coerce
    .number()
    .refine((hours) => (DUE_IN_HOURS_LINGUIST_JOBS as readonly number[]).includes(hours))
    .optional(),
  sortField: z.enum(linguistJobSortFields).default('dateDue'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  status: queryList(JobStatus).optional(),
  listStatus: z.enum(linguistListStatuses).default('NEW'),
  pageSize: z.coerce
    .number()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size), {
      message: `The page size must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`,
    })
    .default(DEFAULT_PAGE_SIZE),
  page: z.coerce.number().int().min(0).default(0),
});
export type LinguistJobQuery = z.output<typeof LinguistJobQuery>;

export const LinguistJob = JobPart.extend({
  project: z.object({
    uid: z.string(),
    id: z.number(),
    internalId: z.number(),
    name: z.string(),
    note: z.string().nullable(),
    allowLinguistsToDownloadTranslationJobs: z.boolean(),
  }),
  buyer: NamedRecord.nullable(),
  businessUnit: NamedRecord.nullable(),
  qualityAssurance: z.object({ warningsCount: z.number(), qualityAssuranceResolved: z.boolean() }),
});
export type LinguistJob = z.infer<typeof LinguistJob>;

export const LinguistJobPage = z.object({
  jobs: z.array(LinguistJob),
  totalJobs: z.number(),
  pages: z.number(),
  editorUrl: z.string(),
  atmsServerUrl: z.string(),
});
export type LinguistJobPage = z.infer<typeof LinguistJobPage>;
