import { expect } from 'vitest';
import {
  CSRF_HEADER,
  type ErrorBody,
  type Project,
  type QaRunResult,
  type QaWarningPage,
  type StoredQaWarning,
} from '@tessera/contracts';
import { saved, segments } from './editorHelpers.js';
import { importJobs } from './fixtures/jobs/files.js';
import type { ApiClient } from './harness.js';
import { encode } from './preTranslateHelpers.js';

// Shared by the QA tests.

/** Imports the texts as one JSON job into the project's first target locale; answers its part. */
export async function jobOf(
  pm: ApiClient,
  project: Project,
  texts: readonly string[],
  assignedUserIds: number[] = [],
): Promise<number> {
  const json = Object.fromEntries(texts.map((text, i) => [`s${i + 1}`, text]));
  const created = await importJobs(
    pm,
    {
      projectUid: project.uid,
      targetLocales: [project.targetLangs[0]],
      workflowSettings: [{ workflowStepId: -1, assignedUserIds }],
    },
    { 'texts.json': encode(JSON.stringify(json)) },
  );
  return created.jobs[0]!.id;
}

/** Saves these targets (by segment number) as drafts through the editor. */
export async function translate(pm: ApiClient, part: number, targets: Record<number, string>) {
  for (const segment of await segments(pm, part)) {
    const target = targets[segment.ordinal];
    if (target !== undefined)
      await saved(pm, {
        jobPartId: part,
        segmentId: segment.id,
        target,
        version: segment.version,
        confirm: false,
      });
  }
}

export const run = (client: ApiClient, jobPartId: number) =>
  client.post<QaRunResult & ErrorBody>('/api/qa/run', { jobPartId });

export const warningsPage = (client: ApiClient, jobPartId: number) =>
  client.get<QaWarningPage & ErrorBody>(`/api/qa/warnings?jobPart=${jobPartId}&limit=500`);

/** Runs QA as the client and answers the warnings of the run. */
export async function runAndRead(client: ApiClient, jobPartId: number): Promise<StoredQaWarning[]> {
  const ran = await run(client, jobPartId);
  expect(ran.status, ran.text).toBe(200);
  const reply = await warningsPage(client, jobPartId);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.warnings;
}

export const ignore = (client: ApiClient, jobPartId: number, warningId: number, ignored = true) =>
  client.put<StoredQaWarning & ErrorBody>('/api/qa/warning', { jobPartId, warningId, ignored });

/** The warnings of one check as [segment number, details]. */
export const found = (warnings: readonly StoredQaWarning[], check: string) =>
  warnings.filter((w) => w.check === check).map((w) => [w.ordinal, w.details]);

/** A term base (en, de) with these concepts, assigned to the project for QA in German. */
export async function qaTermBase(
  pm: ApiClient,
  project: Project,
  concepts: ReadonlyArray<ReadonlyArray<{ lang: string; text: string; status: string }>>,
) {
  const tb = await pm.post<{ id: number }>('/api/termBase', {
    name: 'QA terms',
    langs: ['en', 'de'],
  });
  expect(tb.status, tb.text).toBe(201);
  for (const terms of concepts) {
    const added = await pm.post(`/api/termBase/concept?id=${tb.body.id}`, { terms });
    expect(added.status, added.text).toBe(201);
  }
  const search = `project=${project.uid}&qualityAssuranceTermBase=${tb.body.id}&readTermBase=${tb.body.id}&targetLang=de`;
  // The set call is a GET that changes data: the client sends the CSRF token as on a POST.
  const assigned = await pm.request(
    'GET',
    `/web/api/v9/project/setTermBases?${search}`,
    undefined,
    {
      [CSRF_HEADER]: pm.csrfToken,
    },
  );
  expect(assigned.status, assigned.text).toBe(200);
}
