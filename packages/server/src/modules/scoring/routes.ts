import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  BulkScoringGroupsQuery,
  BulkScoringJobsQuery,
  GroupScoringJobsQuery,
  ScoringConfigsQuery,
  ScorecardByTargetForm,
  ScorecardDownloadForm,
  jobMessages,
  PostMortemScoringUpdate,
  ScoringJobPartQuery,
  scoringMessages,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf, requireRole } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { attachment } from '../../storage/download.js';
import { readMappingWorkbook } from './mappingWorkbook.js';
import { readModelWorkbook } from './modelWorkbook.js';
import {
  importSampledQaMappings,
  importScoringModel,
  listSampledQaMappings,
  listScoringModels,
  postMortemSettings,
  setPostMortemScoring,
} from './service.js';
import { groupScoringJobs, scoringConfigs, scoringGroups } from './groups.js';
import {
  downloadGroupScorecards,
  downloadScorecards,
  type ScorecardFile,
} from './scorecardDownload.js';
import { importScorecard, scoringJobsOf } from './scoringJobs.js';
import { readTableUpload } from './workbookUpload.js';

const send = (reply: FastifyReply, file: ScorecardFile) =>
  attachment(reply, file.name, file.contentType).send(Buffer.from(file.data));

export function scoringRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/postMortemScoringSettings', async (request) =>
    postMortemSettings(ctx.db.kysely, authOf(request).organizationId),
  );

  app.put('/api/postMortemScoringSettings', async (request) => {
    const { organizationId } = requireRole(request, 'ADMIN');
    const { enablePostMortemScoring } = parseInput(PostMortemScoringUpdate, request.body);
    return setPostMortemScoring(ctx, organizationId, enablePostMortemScoring);
  });

  app.get('/api/scoring/getAllScoringModels', async (request) =>
    listScoringModels(ctx.db.kysely, authOf(request).organizationId),
  );

  // Scoring models and their mapping are organization settings: administrators import them.
  app.post('/api/scoring/updateScoringModel', async (request) => {
    const { organizationId } = requireRole(request, 'ADMIN');
    const rows = await readTableUpload(request, {
      field: 'scoringFileName',
      fileRequired: scoringMessages.modelFileRequired,
      csv: false,
    });
    return importScoringModel(ctx, organizationId, readModelWorkbook(rows));
  });

  app.get('/api/scoring/sampledQAMappings', async (request) => {
    const { organizationId } = requireRole(request, 'ADMIN');
    return listSampledQaMappings(ctx.db.kysely, organizationId);
  });

  app.post('/api/scoring/importSampledQAMappings', async (request) => {
    const { organizationId } = requireRole(request, 'ADMIN');
    const rows = await readTableUpload(request, {
      field: 'mappingsFileName',
      fileRequired: scoringMessages.mappingFileRequired,
      csv: false,
    });
    return importSampledQaMappings(ctx, organizationId, readMappingWorkbook(rows));
  });

  // A reviser's scorecard (spec 001): .csv or .xlsx in scoringFile.
  app.post('/api/scoring/import', async (request) => {
    const auth = authOf(request);
    const { jobPart } = parseInput(ScoringJobPartQuery, request.query);
    const rows = await readTableUpload(request, {
      field: 'scoringFile',
      fileRequired: jobMessages.scoringFileRequired,
      csv: true,
    });
    return importScorecard(ctx, auth, jobPart, rows);
  });

  app.get('/api/scoring/getBulkScoringJobs', async (request) => {
    const { jobPart } = parseInput(BulkScoringJobsQuery, request.query);
    return scoringJobsOf(ctx, authOf(request), jobPart);
  });

  app.get('/api/scoring/getAllConfigs', async (request) => {
    const { project } = parseInput(ScoringConfigsQuery, request.query);
    return scoringConfigs(ctx, authOf(request), project);
  });

  app.get('/api/scoring/bulkGetGroups', async (request) => {
    const { groupIds } = parseInput(BulkScoringGroupsQuery, request.query);
    return scoringGroups(ctx.db.kysely, authOf(request), groupIds);
  });

  app.post('/api/scoring/downloadScoreCard', async (request, reply) => {
    const { jobPart, format } = parseInput(ScorecardDownloadForm, request.body);
    return send(reply, await downloadScorecards(ctx, authOf(request), jobPart, format));
  });

  app.post('/api/scoring/downloadScoreCardByTarget', async (request, reply) => {
    const { groupIds, format } = parseInput(ScorecardByTargetForm, request.body);
    return send(reply, await downloadGroupScorecards(ctx, authOf(request), groupIds, format));
  });

  app.get('/api/scoring/getGroupScoringJobs', async (request) => {
    const { group, jobPart } = parseInput(GroupScoringJobsQuery, request.query);
    return groupScoringJobs(ctx, authOf(request), group, jobPart);
  });
}
