import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EditorSegmentsQuery,
  JobPartAuditRequest,
  SegmentHistoryQuery,
  SegmentSave,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { viewerOf } from '../projects/index.js';
import type { EditorActor } from './access.js';
import { jobPartAudit } from './audit.js';
import { segmentHistory } from './history.js';
import { segmentsPage } from './page.js';
import { saveSegment } from './save.js';

function actorOf(request: FastifyRequest): EditorActor {
  const auth = authOf(request);
  return { ...viewerOf(auth), userName: auth.session.user.userName };
}

// The editor's segment calls (docs/api-notes.md, "Editor") and the segment audit report.
export function editorRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/editor/segments', async (request) =>
    segmentsPage(ctx, actorOf(request), parseInput(EditorSegmentsQuery, request.query)),
  );
  app.put('/api/editor/segment', async (request) =>
    saveSegment(ctx, actorOf(request), parseInput(SegmentSave, request.body)),
  );
  app.get('/api/editor/segmentHistory', async (request) =>
    segmentHistory(ctx, actorOf(request), parseInput(SegmentHistoryQuery, request.query)),
  );
  app.post('/api/jobPartAudit', async (request) =>
    jobPartAudit(ctx, actorOf(request), parseInput(JobPartAuditRequest, request.body)),
  );
}
