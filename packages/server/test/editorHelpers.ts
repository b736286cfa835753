import { expect } from 'vitest';
import type {
  EditorSegment,
  EditorSegmentPage,
  ErrorBody,
  JobPartAudit,
  Project,
  SegmentChange,
  SegmentConflictDetails,
  SegmentSave,
  SegmentSaved,
} from '@tessera/contracts';
import { importJobs } from './fixtures/jobs/files.js';
import type { ApiClient } from './harness.js';
import { encode } from './preTranslateHelpers.js';

// Shared by the editor and segment history tests.

export const strings = {
  title: 'Welcome to Tessera',
  save: 'Save your work',
  menu: 'Open the file menu now',
};
export const stringsJson = encode(JSON.stringify(strings, null, 2));

/** Imports strings.json into the project as one job (de), assigned to the given users. */
export async function newJob(pm: ApiClient, project: Project, assignedUserIds: number[] = []) {
  const created = await importJobs(
    pm,
    {
      projectUid: project.uid,
      targetLocales: ['de'],
      workflowSettings: [{ workflowStepId: -1, assignedUserIds }],
    },
    { 'strings.json': stringsJson },
  );
  return created.jobs[0]!.id;
}

export const page = (client: ApiClient, jobPartId: number, query = '') =>
  client.get<EditorSegmentPage & ErrorBody>(`/api/editor/segments?jobPart=${jobPartId}${query}`);

/** The part's segments, read as the project manager or another client that may. */
export async function segments(client: ApiClient, jobPartId: number): Promise<EditorSegment[]> {
  const reply = await page(client, jobPartId);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.segments;
}

export const save = (client: ApiClient, body: Partial<SegmentSave>) =>
  client.put<SegmentSaved & ErrorBody & { details?: SegmentConflictDetails }>(
    '/api/editor/segment',
    body,
  );

/** Saves and expects it to succeed. */
export async function saved(client: ApiClient, body: SegmentSave): Promise<SegmentSaved> {
  const reply = await save(client, body);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
}

export async function historyOf(client: ApiClient, jobPartId: number, segmentId: number) {
  const reply = await client.get<SegmentChange[]>(
    `/api/editor/segmentHistory?jobPart=${jobPartId}&segment=${segmentId}`,
  );
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
}

export const audit = (client: ApiClient, body: object) =>
  client.post<JobPartAudit[] & ErrorBody>('/api/jobPartAudit', body);
