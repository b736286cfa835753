import { expect } from 'vitest';
import {
  CSRF_HEADER,
  type BackgroundTask,
  type PreTranslateInput,
  type PreTranslateResult,
  type Project,
  type PseudoTranslateInput,
  type SegmentsCount,
} from '@tessera/contracts';
import type { ApiClient, TestServer } from './harness.js';
import { waitForTask } from './fixtures/jobs/files.js';
import { imported } from './tmHelpers.js';

// Shared by the pre-translation and pseudo-translation tests.

export const encode = (text: string) => new TextEncoder().encode(text);

export async function createTm(client: ApiClient, name: string, targetLangs = ['de']) {
  const reply = await client.post<{ id: number }>('/api/transMemory', {
    name,
    sourceLang: 'en',
    targetLangs,
  });
  expect(reply.status, reply.text).toBe(201);
  return reply.body.id;
}

export interface TmxUnit {
  source: string;
  target: string;
  prev?: string;
  next?: string;
}

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Imports units (en → de) into a memory through its TMX import. */
export async function fillTm(client: ApiClient, tmId: number, units: readonly TmxUnit[]) {
  const prop = (type: string, text?: string) =>
    text === undefined ? '' : `<prop type="${type}">${escape(text)}</prop>`;
  const body = units
    .map(
      (unit) =>
        `<tu>${prop('x-context-pre', unit.prev)}${prop('x-context-post', unit.next)}` +
        `<tuv xml:lang="en"><seg>${escape(unit.source)}</seg></tuv>` +
        `<tuv xml:lang="de"><seg>${escape(unit.target)}</seg></tuv></tu>`,
    )
    .join('\n');
  const tmx =
    '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4"><header creationtool="test" ' +
    'creationtoolversion="1" segtype="sentence" o-tmf="tmx" adminlang="en" srclang="en" ' +
    `datatype="plaintext"/><body>\n${body}\n</body></tmx>\n`;
  const task = await imported(client, `/api/transMemory/import?id=${tmId}`, 'units.tmx', tmx);
  expect(task.status, task.error).toBe('OK');
}

/** setTransMemories is a GET that changes data: the client sends the CSRF token as on a POST. */
export async function assignTms(
  client: ApiClient,
  project: Project,
  memories: { read: number[]; write: number[]; penalty?: number[]; workflowStep?: number },
) {
  const params = new URLSearchParams({ project: project.uid, targetLang: 'de' });
  if (memories.workflowStep) params.append('workflowStep', String(memories.workflowStep));
  for (const id of memories.read) params.append('readTransMemory', String(id));
  for (const id of memories.write) params.append('writeTransMemory', String(id));
  for (const penalty of memories.penalty ?? []) params.append('penalty', String(penalty));
  const assigned = await client.request(
    'GET',
    `/web/api/v2/project/setTransMemories?${params.toString()}`,
    undefined,
    { [CSRF_HEADER]: client.csrfToken },
  );
  expect(assigned.status, assigned.text).toBe(200);
}

/** Starts a task-answering call and waits for the task as the web does. */
async function runTask(client: ApiClient, path: string, body: object) {
  const reply = await client.post<BackgroundTask>(path, body);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body).toMatchObject({ id: expect.any(String), status: 'RUNNING' });
  const task = await waitForTask(client, reply.body.id);
  return { ...task, result: task.result as PreTranslateResult };
}

export const preTranslate = (client: ApiClient, body: PreTranslateInput) =>
  runTask(client, '/api/job/preTranslate', body);

export const pseudoTranslate = (client: ApiClient, body: PseudoTranslateInput) =>
  runTask(client, '/api/job/pseudoTranslate', body);

/** A job part's segments in file order, as stored. */
export function segmentsOf(server: TestServer, jobPartId: number) {
  return server.ctx.db.kysely
    .selectFrom('segments as s')
    .innerJoin('job_parts as jp', 'jp.job_id', 's.job_id')
    .select([
      's.source',
      's.target',
      's.confirmed_levels',
      's.locked_levels',
      's.match_origin',
      's.match_score',
      's.match_tm_id',
      's.match_engine',
    ])
    .where('jp.id', '=', jobPartId)
    .orderBy('s.ordinal')
    .execute();
}

/** The counts the job list shows for a part (confirmed, locked, empty targets…). */
export async function countsOf(client: ApiClient, jobPartId: number): Promise<SegmentsCount> {
  const reply = await client.get<SegmentsCount[]>(
    `/web/api/v9/job/getSegmentsCount?jobPart=${jobPartId}`,
  );
  expect(reply.status).toBe(200);
  return reply.body[0] as SegmentsCount;
}

/** POSTs a download form as the browser does and answers the response. */
export function download(
  server: TestServer,
  client: ApiClient,
  path: string,
  form: Record<string, string | string[]>,
) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form))
    for (const item of [value].flat()) body.append(key, item);
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { cookie: client.cookie, [CSRF_HEADER]: client.csrfToken },
    body,
  });
}

/** The completed file of one job part, warnings ignored (unconfirmed targets are expected). */
export async function completedFile(server: TestServer, client: ApiClient, jobPartId: number) {
  const reply = await download(server, client, '/api/job/getCompletedFiles', {
    jobPart: String(jobPartId),
    failOnWarnings: 'false',
  });
  expect(reply.status, reply.status === 200 ? '' : await reply.text()).toBe(200);
  return {
    name: /filename="?([^";]+)"?/.exec(reply.headers.get('content-disposition') ?? '')?.[1] ?? '',
    data: new Uint8Array(await reply.arrayBuffer()),
  };
}
