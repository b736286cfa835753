import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ConcordanceQuery,
  EditorSegmentsQuery,
  JobPartAuditRequest,
  MtSuggestionRequest,
  NewScoringError,
  NewSegmentComment,
  SegmentCommentResolve,
  SegmentCommentsQuery,
  SegmentHistoryQuery,
  SegmentPanelQuery,
  SegmentReplace,
  SegmentSave,
  ScoringErrorQuery,
  ScoredPartQuery,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { viewerOf } from '../projects/index.js';
import type { EditorActor } from './access.js';
import { jobPartAudit } from './audit.js';
import { addSegmentComment, resolveSegmentComment, segmentComments } from './comments.js';
import { concordance } from './concordance.js';
import { segmentHistory } from './history.js';
import { segmentMatches } from './matches.js';
import { segmentMt } from './mt.js';
import { segmentsPage } from './page.js';
import { replaceInTargets } from './replace.js';
import { saveSegment } from './save.js';
import {
  completeScoring,
  deleteScoringError,
  partScoringErrors,
  recordScoringError,
} from './scoringErrors.js';
import { segmentTerms } from './terms.js';

function actorOf(request: FastifyRequest): EditorActor {
  const auth = authOf(request);
  return { ...viewerOf(auth), userName: auth.session.user.userName };
}

// The editor's segment calls (docs/api-notes.md, "Editor"), the segment audit report and the
// reviser's scoring errors.
export function editorRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/editor/segments', async (request) =>
    segmentsPage(ctx, actorOf(request), parseInput(EditorSegmentsQuery, request.query)),
  );
  app.put('/api/editor/segment', async (request) =>
    saveSegment(ctx, actorOf(request), parseInput(SegmentSave, request.body)),
  );
  app.post('/api/editor/replace', async (request) =>
    replaceInTargets(ctx, actorOf(request), parseInput(SegmentReplace, request.body)),
  );
  app.get('/api/editor/segmentHistory', async (request) =>
    segmentHistory(ctx, actorOf(request), parseInput(SegmentHistoryQuery, request.query)),
  );
  app.get('/api/editor/matches', async (request) =>
    segmentMatches(ctx, actorOf(request), parseInput(SegmentPanelQuery, request.query)),
  );
  app.get('/api/editor/terms', async (request) =>
    segmentTerms(ctx, actorOf(request), parseInput(SegmentPanelQuery, request.query)),
  );
  app.post('/api/editor/mt', async (request) =>
    segmentMt(ctx, actorOf(request), parseInput(MtSuggestionRequest, request.body)),
  );
  app.get('/api/editor/comments', async (request) =>
    segmentComments(ctx, actorOf(request), parseInput(SegmentCommentsQuery, request.query)),
  );
  app.post('/api/editor/comment', async (request, reply) => {
    const input = parseInput(NewSegmentComment, request.body);
    return reply.status(201).send(await addSegmentComment(ctx, actorOf(request), input));
  });
  app.put('/api/editor/comment', async (request) =>
    resolveSegmentComment(ctx, actorOf(request), parseInput(SegmentCommentResolve, request.body)),
  );
  app.get('/api/editor/concordance', async (request) =>
    concordance(ctx, actorOf(request), parseInput(ConcordanceQuery, request.query)),
  );
  // The reviser's errors of a scored part (docs/scoring.md), under the editor's access rules.
  app.get('/api/scoring/errors', async (request) => {
    const { jobPart } = parseInput(ScoredPartQuery, request.query);
    return partScoringErrors(ctx, actorOf(request), jobPart);
  });
  app.post('/api/scoring/error', async (request, reply) => {
    const input = parseInput(NewScoringError, request.body);
    return reply.status(201).send(await recordScoringError(ctx, actorOf(request), input));
  });
  app.post('/api/scoring/complete', async (request) => {
    const { jobPart } = parseInput(ScoredPartQuery, request.query);
    return completeScoring(ctx, actorOf(request), jobPart);
  });
  app.delete('/api/scoring/error', async (request, reply) => {
    const { id } = parseInput(ScoringErrorQuery, request.query);
    await deleteScoringError(ctx, actorOf(request), id);
    return reply.status(204).send();
  });
  app.post('/api/jobPartAudit', async (request) =>
    jobPartAudit(ctx, actorOf(request), parseInput(JobPartAuditRequest, request.body)),
  );
}
