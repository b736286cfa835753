import { z } from 'zod';
import { PROJECT_NAME_MAX, TEMPLATE_PICKER_PAGE_SIZE } from './constants.js';
import { NamedRecord } from './lookups.js';
import { projectMessages } from './messages.js';
import {
  AccessAndAutomationSettings,
  AnalysisSettings,
  PreTranslateSettings,
  ProjectUser,
  QualitySettings,
  projectSettingsFields,
} from './projects.js';

export const templateMessages = {
  templateNameTooLong: 'The project template name must be less than 256 characters',
  checksumInvalid: 'The request-checksum header is missing or does not match the request body.',
} as const;

const recordId = z.number().int().positive();
const optionalRecord = recordId.nullable().default(null);

// A template holds a project's settings, each one filled so that it can seed a project as it is.
export const ProjectTemplateFields = z.object({
  ...projectSettingsFields,
  projectTemplateName: z
    .string({ error: projectMessages.templateNameRequired })
    .trim()
    .min(1, projectMessages.templateNameRequired)
    .max(PROJECT_NAME_MAX, templateMessages.templateNameTooLong),
  // The name projects created from the template get.
  name: z.string().trim().max(PROJECT_NAME_MAX, projectMessages.nameTooLong).default(''),
  sourceLocale: z
    .string()
    .trim()
    .nullish()
    .transform((code) => code || null),
  targetLocales: z.array(z.string().trim().min(1)).default([]),
  workflowStepIds: z.array(z.number().int()).default([]),
  scoringModelIdsByWorkflowStepId: z.record(z.string(), recordId.nullable()).default({}),
  ownerId: optionalRecord,
  clientId: optionalRecord,
  costCenterId: optionalRecord,
  businessUnitId: optionalRecord,
  subject: optionalRecord,
  mediaType: optionalRecord,
  machineTranslateSettingsId: optionalRecord,
  perLocaleMachineTranslation: z.boolean().default(false),
  perLocaleMachineTranslateSettingsIds: projectSettingsFields.perLocaleMachineTranslateSettingsIds
    .unwrap()
    .default({}),
  preTranslateSettings: PreTranslateSettings.prefault({}),
  analysisSettings: AnalysisSettings.prefault({}),
  qualitySettings: QualitySettings.prefault({}),
  accessAndAutomationSettings: AccessAndAutomationSettings.prefault({}),
  sourceSegmentationRuleId: optionalRecord,
  targetSegmentationRuleId: optionalRecord,
  targetLength: z.boolean().default(false),
  targetLengthMax: z.number().int().min(1).default(1000),
  targetLengthPercent: z.boolean().default(false),
  targetLengthPercentValue: z.number().min(1).default(130),
});

// An empty name falls back to the template's own name (spec 000 section 3).
const withProjectName = <T extends { name: string; projectTemplateName: string }>(template: T) => ({
  ...template,
  name: template.name || template.projectTemplateName,
});
export const ProjectTemplateInput = ProjectTemplateFields.transform(withProjectName);
export type ProjectTemplateInput = z.output<typeof ProjectTemplateInput>;
export const ProjectTemplateUpdateInput = ProjectTemplateFields.extend({ id: recordId }).transform(
  withProjectName,
);
export type ProjectTemplateUpdateInput = z.output<typeof ProjectTemplateUpdateInput>;

export type ProjectTemplate = ProjectTemplateInput & {
  id: number;
  createdBy: z.infer<typeof ProjectUser>;
  dateCreated: string;
  dateModified: string;
};

export const ProjectTemplateSummary = z.object({
  id: z.number(),
  projectTemplateName: z.string(),
  name: z.string(),
  sourceLocale: z.string().nullable(),
  targetLocales: z.array(z.string()),
  client: NamedRecord.nullable(),
  createdBy: ProjectUser,
  dateCreated: z.string(),
});
export type ProjectTemplateSummary = z.infer<typeof ProjectTemplateSummary>;

export const TemplateIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const TemplateListQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(TEMPLATE_PICKER_PAGE_SIZE),
});

export const REQUEST_CHECKSUM_HEADER = 'request-checksum';

// JSON with object keys sorted at every depth and no spaces: the same bytes on the web and the server.
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    if (value instanceof Date) return JSON.stringify(value);
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The `request-checksum` header of a template save: SHA-256 (hex) of the body's canonical JSON. */
export function requestChecksum(body: unknown): string {
  return sha256Hex(canonicalJson(body));
}

// SHA-256 written out, because crypto.subtle is missing on pages served over plain http.
const ROUND_CONSTANTS = Uint32Array.from(
  '428a2f98 71374491 b5c0fbcf e9b5dba5 3956c25b 59f111f1 923f82a4 ab1c5ed5 d807aa98 12835b01 243185be 550c7dc3 72be5d74 80deb1fe 9bdc06a7 c19bf174 e49b69c1 efbe4786 0fc19dc6 240ca1cc 2de92c6f 4a7484aa 5cb0a9dc 76f988da 983e5152 a831c66d b00327c8 bf597fc7 c6e00bf3 d5a79147 06ca6351 14292967 27b70a85 2e1b2138 4d2c6dfc 53380d13 650a7354 766a0abb 81c2c92e 92722c85 a2bfe8a1 a81a664b c24b8b70 c76c51a3 d192e819 d6990624 f40e3585 106aa070 19a4c116 1e376c08 2748774c 34b0bcb5 391c0cb3 4ed8aa4a 5b9cca4f 682e6ff3 748f82ee 78a5636f 84c87814 8cc70208 90befffa a4506ceb bef9a3f7 c67178f2'
    .split(' ')
    .map((word) => parseInt(word, 16)),
);
const rotate = (word: number, bits: number) => (word >>> bits) | (word << (32 - bits));

export function sha256Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const size = Math.ceil((bytes.length + 9) / 64) * 64;
  const padded = new Uint8Array(size);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(size - 8, Math.floor(bytes.length / 0x20000000));
  view.setUint32(size - 4, (bytes.length * 8) >>> 0);
  const hash = Uint32Array.from([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const schedule = new Uint32Array(64);
  for (let block = 0; block < size; block += 64) {
    for (let i = 0; i < 16; i++) schedule[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i++) {
      const early = schedule[i - 15]!;
      const late = schedule[i - 2]!;
      schedule[i] =
        schedule[i - 16]! +
        (rotate(early, 7) ^ rotate(early, 18) ^ (early >>> 3)) +
        schedule[i - 7]! +
        (rotate(late, 17) ^ rotate(late, 19) ^ (late >>> 10));
    }
    const state = Array.from(hash);
    for (let i = 0; i < 64; i++) {
      const [a, b, c, d, e, f, g, h] = state as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      const t1 =
        h +
        (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) +
        ((e & f) ^ (~e & g)) +
        ROUND_CONSTANTS[i]! +
        schedule[i]!;
      const t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
      state.splice(0, 8, (t1 + t2) >>> 0, a, b, c, (d + t1) >>> 0, e, f, g);
    }
    state.forEach((word, i) => (hash[i] = hash[i]! + word));
  }
  return Array.from(hash, (word) => word.toString(16).padStart(8, '0')).join('');
}
