import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  CSRF_HEADER,
  type BackgroundTask,
  type JobCreateResponse,
  type Project,
} from '@tessera/contracts';

/** The CSRF header of the page's session, which every changing API call sends. */
export async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const session = await page.request.get('/api/session');
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  return { [CSRF_HEADER]: csrfToken };
}

/** The id of the page's signed-in user. */
export async function userIdOf(page: Page): Promise<number> {
  const session = await page.request.get('/api/session');
  return ((await session.json()) as { user: { id: number } }).user.id;
}

/** POSTs JSON as the page's user and answers the body; a refusal fails the test. */
export async function postJson<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { data, headers: await csrfHeader(page) });
  if (!response.ok()) throw new Error(`${url} failed: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Test data through the API the project wizard uses: an English project. */
export function createProject(
  page: Page,
  name: string,
  targetLocales: readonly string[] = ['de'],
): Promise<Project> {
  return postJson<Project>(page, '/api/project', { name, sourceLocale: 'en', targetLocales });
}

/** Job params' workflowSettings: on the Default step, each target locale's jobs go to its users. */
export function assignedPerLocale(userIdsByLocale: Record<string, number[]>) {
  return [
    {
      workflowStepId: -1,
      assignPerTargetLocale: true,
      assignedUserIdsByTargetLocale: userIdsByLocale,
    },
  ];
}

/**
 * The wizard's call: POST /api/v2/job with the params part and one part per file; waits out
 * the import task, however it ends.
 */
export async function createJobs(
  page: Page,
  params: object,
  files: Record<string, string>,
): Promise<JobCreateResponse> {
  const form = new FormData();
  form.append('params', JSON.stringify(params));
  for (const [name, text] of Object.entries(files)) form.append('file', new Blob([text]), name);
  const response = await page.request.post('/api/v2/job', {
    multipart: form,
    headers: await csrfHeader(page),
  });
  if (!response.ok()) throw new Error(`job creation failed: ${await response.text()}`);
  const created = (await response.json()) as JobCreateResponse;
  for (;;) {
    const task = await page.request.get(`/api/backgroundTask?id=${created.task.id}`);
    const { status } = (await task.json()) as BackgroundTask;
    if (status !== 'RUNNING') return created;
    await page.waitForTimeout(200);
  }
}

/** A memory from English to German filled from a TMX, read and written by the project's German jobs. */
export async function assignGermanMemory(
  page: Page,
  projectUid: string,
  name: string,
  tmx: string,
): Promise<void> {
  const tm = await postJson<{ id: number }>(page, '/api/transMemory', {
    name,
    sourceLang: 'en',
    targetLangs: ['de'],
  });
  const started = await page.request.post(`/api/transMemory/import?id=${tm.id}`, {
    headers: await csrfHeader(page),
    multipart: {
      file: { name: 'memory.tmx', mimeType: 'application/xml', buffer: Buffer.from(tmx) },
    },
  });
  expect(started.ok()).toBe(true);
  const { id: taskId } = (await started.json()) as BackgroundTask;
  await expect
    .poll(
      async () => {
        const task = await page.request.get(`/api/backgroundTask?id=${taskId}`);
        return ((await task.json()) as BackgroundTask).status;
      },
      { timeout: 30_000 },
    )
    .toBe('OK');
  const query = `project=${projectUid}&targetLang=de&workflowStep=-1&readTransMemory=${tm.id}&writeTransMemory=${tm.id}&penalty=0`;
  const assigned = await page.request.get(`/web/api/v2/project/setTransMemories?${query}`, {
    headers: await csrfHeader(page),
  });
  expect(assigned.ok()).toBe(true);
}

/** A term base from English to German with these concepts, read by the project's German jobs and used by their QA. */
export async function assignGermanTermBase(
  page: Page,
  projectUid: string,
  name: string,
  concepts: ReadonlyArray<ReadonlyArray<{ lang: string; text: string; status: string }>>,
): Promise<void> {
  const tb = await postJson<{ id: number }>(page, '/api/termBase', { name, langs: ['en', 'de'] });
  for (const terms of concepts)
    await postJson(page, `/api/termBase/concept?id=${tb.id}`, { terms });
  const query = `project=${projectUid}&targetLang=de&readTermBase=${tb.id}&qualityAssuranceTermBase=${tb.id}`;
  const assigned = await page.request.get(`/web/api/v9/project/setTermBases?${query}`, {
    headers: await csrfHeader(page),
  });
  expect(assigned.ok()).toBe(true);
}
