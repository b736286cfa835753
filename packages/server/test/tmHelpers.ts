import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { BackgroundTask } from '@tessera/contracts';
import type { ApiClient } from './harness.js';

// Shared by the translation memory and term base tests: fixtures, uploads and task polling.

export const fixtureDir = path.resolve(import.meta.dirname, '../../filters/test/fixtures');

export function fixture(relativePath: string): Buffer {
  return fs.readFileSync(path.join(fixtureDir, relativePath));
}

/** POSTs a multipart form with one `file` part. */
export function upload(
  client: ApiClient,
  url: string,
  fileName: string,
  content: Uint8Array | string,
) {
  const form = new FormData();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  return client.request<BackgroundTask>('POST', url, form);
}

/** Polls /api/backgroundTask as the web does until the task is OK or ERROR. */
export async function finished(
  client: ApiClient,
  task: Pick<BackgroundTask, 'id'>,
  timeoutMs = 60_000,
): Promise<BackgroundTask> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await client.get<BackgroundTask>(`/api/backgroundTask?id=${task.id}`);
    expect(reply.status).toBe(200);
    if (reply.body.status !== 'RUNNING') return reply.body;
    if (Date.now() > deadline) throw new Error(`task ${task.id} still running`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads a file to an import call and waits for its task. */
export async function imported(
  client: ApiClient,
  url: string,
  fileName: string,
  content: Uint8Array | string,
): Promise<BackgroundTask> {
  const reply = await upload(client, url, fileName, content);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body.status).toBe('RUNNING');
  return finished(client, reply.body);
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

export const fieldsOf = (body: unknown) =>
  (body as { errors?: Array<{ field: string; message: string }> }).errors?.map(
    ({ field, message }) => ({ field, message }),
  );
