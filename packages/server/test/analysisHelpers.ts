import { expect } from 'vitest';
import {
  analysisBands,
  type Analysis,
  type AnalysisCreateInput,
  type AnalysisData,
  type AnalysisTaskResult,
  type BackgroundTask,
} from '@tessera/contracts';
import { countCharacters, countWords } from '@tessera/core';
import type { ApiClient, TestServer } from './harness.js';
import { waitForTask } from './fixtures/jobs/files.js';
import { encode } from './preTranslateHelpers.js';

// Shared by the analysis tests: a file whose every segment's band is known, and the calls.

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export interface KnownSegment {
  source: string;
  target?: string;
  /** The XLIFF state: final is confirmed, signed-off locked (importSettings below). */
  state?: 'final' | 'signed-off' | 'translated';
}

/** XLIFF 1.2 with one trans-unit per segment. */
export function xliff(segments: readonly KnownSegment[]): Uint8Array {
  const units = segments.map((segment, index) => {
    const target =
      segment.target === undefined
        ? ''
        : `<target state="${segment.state ?? 'translated'}">${escape(segment.target)}</target>`;
    return `<trans-unit id="${index + 1}"><source>${escape(segment.source)}</source>${target}</trans-unit>`;
  });
  return encode(
    '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n' +
      `<file original="app" source-language="en" target-language="de" datatype="plaintext"><body>\n${units.join('\n')}\n</body></file></xliff>\n`,
  );
}

export const xliffSettings = {
  xlfConfirmSegmentWhenRules: 'state=final',
  xlfLockSegmentWhenRules: 'state=signed-off',
};

/** Starts an analysis; answers the create call's reply. */
export const startAnalysis = (client: ApiClient, body: AnalysisCreateInput) =>
  client.post<BackgroundTask>('/api/analysis/create', body);

/** Runs an analysis to its end and reads it as GET /api/analysis answers it. */
export async function analyse(client: ApiClient, body: AnalysisCreateInput): Promise<Analysis> {
  const reply = await startAnalysis(client, body);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body).toMatchObject({ id: expect.any(String), status: 'RUNNING' });
  const task = await waitForTask(client, reply.body.id);
  expect(task.status, task.error).toBe('OK');
  const { analysisId } = task.result as AnalysisTaskResult;
  const read = await client.get<Analysis>(`/api/analysis?id=${analysisId}`);
  expect(read.status, read.text).toBe(200);
  return read.body;
}

/** The segments of each band, as { band: count } without the empty bands. */
export function segmentsByBand(data: AnalysisData): Record<string, number> {
  return Object.fromEntries(
    analysisBands
      .filter((band) => data[band].segments > 0)
      .map((band) => [band, data[band].segments]),
  );
}

/** What a band holding these texts counts: segments, words and characters. */
export function unitsOf(texts: readonly string[], locale = 'en') {
  return {
    segments: texts.length,
    words: texts.reduce((sum, text) => sum + countWords(text, locale), 0),
    characters: texts.reduce((sum, text) => sum + countCharacters(text), 0),
  };
}

/**
 * Changes one stored segment as the editor (its own issue) and an MT pre-translation will: by
 * job part and segment ordinal.
 */
export async function updateSegment(
  server: TestServer,
  jobPartId: number,
  ordinal: number,
  values: { target?: string; match_origin?: string },
) {
  const db = server.ctx.db.kysely;
  const part = await db
    .selectFrom('job_parts')
    .select('job_id')
    .where('id', '=', jobPartId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('segments')
    .set(values)
    .where('job_id', '=', part.job_id)
    .where('ordinal', '=', ordinal)
    .execute();
}
