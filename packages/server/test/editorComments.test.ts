import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_TEXT_MAX,
  editorCommentMessages,
  editorMessages,
  type ErrorBody,
  type Project,
  type QaWarningPage,
  type SegmentComment,
} from '@tessera/contracts';
import { newJob, segments } from './editorHelpers.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { found, runAndRead } from './qaHelpers.js';
import { createTenant, userId } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;
let project: Project;
let linguistId = 0;

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  linguist = await server.as('linguist');
  linguistId = await userId(server, 'linguist');
  project = await createProject(pm, 'Comments', ['de']);
});
afterAll(() => server.close());

const list = (client: ApiClient, jobPart: number, segment: number) =>
  client.get<SegmentComment[] & ErrorBody>(
    `/api/editor/comments?jobPart=${jobPart}&segment=${segment}`,
  );
const add = (client: ApiClient, body: object) =>
  client.post<SegmentComment & ErrorBody>('/api/editor/comment', body);
const resolve = (client: ApiClient, jobPartId: number, commentId: number, resolved: boolean) =>
  client.put<SegmentComment & ErrorBody>('/api/editor/comment', {
    jobPartId,
    commentId,
    resolved,
  });

/** The segment's unresolvedComments warnings as the editor's QA panel reads them. */
async function commentWarnings(jobPart: number, segment: number) {
  const reply = await pm.get<QaWarningPage>(
    `/api/qa/warnings?jobPart=${jobPart}&segment=${segment}`,
  );
  expect(reply.status, reply.text).toBe(200);
  return found(reply.body.warnings, 'unresolvedComments');
}

describe('comments on a segment', () => {
  it('adds, lists, resolves and reopens a comment with its author and resolver', async () => {
    const part = await newJob(pm, project, [linguistId]);
    const [first, second] = await segments(pm, part);
    const added = await add(linguist, {
      jobPartId: part,
      segmentId: first!.id,
      text: '  Is "file" a menu here?  ',
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({
      segmentId: first!.id,
      text: 'Is "file" a menu here?',
      author: { id: linguistId, userName: 'linguist' },
      resolved: null,
    });
    await add(pm, { jobPartId: part, segmentId: first!.id, text: 'Yes, the File menu.' });
    const shown = await list(pm, part, first!.id);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.map((comment) => [comment.author.userName, comment.text])).toEqual([
      ['linguist', 'Is "file" a menu here?'],
      ['pm', 'Yes, the File menu.'],
    ]);
    expect((await list(pm, part, second!.id)).body).toEqual([]);

    const resolved = await resolve(pm, part, added.body.id, true);
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body.resolved?.by.userName).toBe('pm');
    const again = await resolve(linguist, part, added.body.id, true);
    expect(again.body.resolved?.by.userName).toBe('pm');
    const reopened = await resolve(linguist, part, added.body.id, false);
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.body.resolved).toBeNull();
  });

  it('refuses an empty or too long text, and a resolved flag that is not a boolean', async () => {
    const part = await newJob(pm, project);
    const [first] = await segments(pm, part);
    const empty = await add(pm, { jobPartId: part, segmentId: first!.id, text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'text', message: editorCommentMessages.textRequired },
    ]);
    const missing = await add(pm, { jobPartId: part, segmentId: first!.id });
    expect(missing.body.errors).toEqual([
      { field: 'text', message: editorCommentMessages.textRequired },
    ]);
    const long = await add(pm, {
      jobPartId: part,
      segmentId: first!.id,
      text: 'x'.repeat(COMMENT_TEXT_MAX + 1),
    });
    expect(long.body.errors).toEqual([
      { field: 'text', message: editorCommentMessages.textTooLong },
    ]);
    const flag = await pm.put<ErrorBody>('/api/editor/comment', {
      jobPartId: part,
      commentId: 1,
      resolved: 'yes',
    });
    expect(flag.status).toBe(400);
    expect(flag.body.errors).toEqual([
      { field: 'resolved', message: editorCommentMessages.resolvedBoolean },
    ]);
  });
});

describe('QA: unresolved comments', () => {
  it('warns on save of a comment, stops warning once it is resolved, and the job run agrees', async () => {
    const part = await newJob(pm, project);
    const [first] = await segments(pm, part);
    expect(await commentWarnings(part, first!.id)).toEqual([]);
    const one = await add(pm, { jobPartId: part, segmentId: first!.id, text: 'Check the tone.' });
    expect(await commentWarnings(part, first!.id)).toEqual([[1, '1']]);
    const two = await add(pm, { jobPartId: part, segmentId: first!.id, text: 'And the length.' });
    expect(await commentWarnings(part, first!.id)).toEqual([[1, '2']]);
    expect(found(await runAndRead(pm, part), 'unresolvedComments')).toEqual([[1, '2']]);

    await resolve(pm, part, one.body.id, true);
    expect(await commentWarnings(part, first!.id)).toEqual([[1, '1']]);
    await resolve(pm, part, two.body.id, true);
    expect(await commentWarnings(part, first!.id)).toEqual([]);
    expect(found(await runAndRead(pm, part), 'unresolvedComments')).toEqual([]);

    await resolve(pm, part, two.body.id, false);
    expect(await commentWarnings(part, first!.id)).toEqual([[1, '1']]);
  });
});

describe('who may comment', () => {
  it('answers a linguist not assigned, and another organization, as not found', async () => {
    const part = await newJob(pm, project, [linguistId]);
    const [first] = await segments(pm, part);
    const comment = await add(pm, { jobPartId: part, segmentId: first!.id, text: 'Ours' });
    const linguist2 = await server.as('linguist2');
    const other = await (await createTenant(server, 'Elsewhere')).as('pm');
    for (const client of [linguist2, other]) {
      expect((await list(client, part, first!.id)).status).toBe(404);
      expect((await add(client, { jobPartId: part, segmentId: first!.id, text: 'x' })).status).toBe(
        404,
      );
      expect((await resolve(client, part, comment.body.id, true)).status).toBe(404);
    }
    expect((await list(pm, part, first!.id)).body.map((c) => c.text)).toEqual(['Ours']);
  });

  it("answers another job's segment or comment as not found", async () => {
    const part = await newJob(pm, project);
    const elsewhere = await newJob(pm, project);
    const [first] = await segments(pm, part);
    const comment = await add(pm, { jobPartId: part, segmentId: first!.id, text: 'Here' });
    expect((await list(pm, elsewhere, first!.id)).status).toBe(404);
    expect((await add(pm, { jobPartId: elsewhere, segmentId: first!.id, text: 'x' })).status).toBe(
      404,
    );
    expect((await resolve(pm, elsewhere, comment.body.id, true)).status).toBe(404);
  });

  it("keeps a linguist's completed job read-only: comments are shown, not added or resolved", async () => {
    const part = await newJob(pm, project, [linguistId]);
    const [first] = await segments(pm, part);
    const comment = await add(linguist, { jobPartId: part, segmentId: first!.id, text: 'Done?' });
    expect(comment.status, comment.text).toBe(201);
    const status = await pm.post('/api/job/changeStatus', {
      projectUid: project.uid,
      jobPartIds: [part],
      newStatus: 'COMPLETED',
    });
    expect(status.status, status.text).toBe(200);
    expect((await list(linguist, part, first!.id)).body.map((c) => c.text)).toEqual(['Done?']);
    const refused = await add(linguist, { jobPartId: part, segmentId: first!.id, text: 'Late' });
    expect(refused.status).toBe(403);
    expect(refused.body.errorDescription).toBe(editorMessages.jobFinished);
    expect((await resolve(linguist, part, comment.body.id, true)).status).toBe(403);
    expect((await resolve(pm, part, comment.body.id, true)).status).toBe(200);
  });
});
