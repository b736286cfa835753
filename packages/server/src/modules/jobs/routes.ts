import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BilingualFileForm,
  CompletedFilesForm,
  JobDownloadForm,
  JobAssigneesQuery,
  JobListQuery,
  JobPartIdsQuery,
  JobPartQuery,
  JobSelection,
  JobStatusChange,
  ProjectJobIdsQuery,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { openBlobStorage } from '../../storage/blobStorage.js';
import { attachment } from '../../storage/download.js';
import { viewerOf } from '../projects/index.js';
import { usersAndVendorsForJobAssign } from './assignees.js';
import { createJobs } from './create.js';
import { jobEmailRoutes } from './emailRoutes.js';
import { jobSplitRoutes } from './splitRoutes.js';
import { jobOfferRoutes } from './offerRoutes.js';
import { bilingualFiles, completedFiles, originalFiles } from './downloads.js';
import { contentTypeOf, type DownloadFile } from './fileNames.js';
import { registerJobImport } from './importTask.js';
import {
  backgroundTasks,
  listAllIdsByProject,
  listByIds,
  listByProject,
  pendingRequests,
  segmentsCounts,
  statusChanges,
} from './list.js';
import {
  changeJobStatus,
  copySourceToTargetOf,
  deleteAllTranslationsOf,
  deleteJobParts,
} from './operations.js';
import { receiveJobUpload } from './upload.js';

const v9 = '/web/api/v9/job';

function actorOf(request: FastifyRequest) {
  const auth = authOf(request);
  return { ...viewerOf(auth), userName: auth.session.user.userName };
}

function send(reply: FastifyReply, file: DownloadFile) {
  return attachment(reply, file.name, contentTypeOf(file.name)).send(Buffer.from(file.data));
}

export function jobRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerJobImport(ctx, (message, error) => app.log.error({ err: error }, message));
  jobEmailRoutes(app, ctx);
  jobSplitRoutes(app, ctx);
  jobOfferRoutes(app, ctx);

  app.post('/api/v2/job', async (request) => {
    const actor = actorOf(request);
    const upload = await receiveJobUpload(request, openBlobStorage(ctx.config));
    return createJobs(ctx, actor, upload);
  });

  app.get('/web/api/v3/async/listPendingRequests', async (request) =>
    pendingRequests(ctx, actorOf(request)),
  );

  app.get('/api/job/listByProject', async (request) => {
    const query = parseInput(JobListQuery, request.query);
    return listByProject(ctx, actorOf(request), query, `${request.protocol}://${request.host}`);
  });
  app.get('/api/job/list', async (request) => {
    const { jobPartIds } = parseInput(JobPartIdsQuery, request.query);
    return listByIds(ctx, actorOf(request), jobPartIds);
  });
  app.get('/api/job/listAllIdsByProject', async (request) =>
    listAllIdsByProject(ctx, actorOf(request), parseInput(ProjectJobIdsQuery, request.query)),
  );
  app.get(`${v9}/getUsersAndVendorsForJobAssign`, async (request) =>
    usersAndVendorsForJobAssign(
      ctx,
      actorOf(request),
      parseInput(JobAssigneesQuery, request.query),
    ),
  );
  app.get(`${v9}/getSegmentsCount`, async (request) =>
    segmentsCounts(ctx, actorOf(request), parseInput(JobPartQuery, request.query).jobPart),
  );
  app.get(`${v9}/getBackgroundTasksBulk`, async (request) =>
    backgroundTasks(ctx, actorOf(request), parseInput(JobPartQuery, request.query).jobPart),
  );
  app.get(`${v9}/getStatusChangesBulk`, async (request) =>
    statusChanges(ctx, actorOf(request), parseInput(JobPartQuery, request.query).jobPart),
  );

  app.delete('/api/job', async (request) =>
    deleteJobParts(ctx, actorOf(request), parseInput(JobSelection, request.body)),
  );
  app.post('/api/job/copySourceToTarget', async (request) =>
    copySourceToTargetOf(ctx, actorOf(request), parseInput(JobSelection, request.body)),
  );
  app.post('/api/job/deleteAllTranslations', async (request) =>
    deleteAllTranslationsOf(ctx, actorOf(request), parseInput(JobSelection, request.body)),
  );
  app.post('/api/job/changeStatus', async (request) =>
    changeJobStatus(ctx, actorOf(request), parseInput(JobStatusChange, request.body)),
  );

  app.post('/api/job/getOriginalFiles', async (request, reply) => {
    const { jobPart } = parseInput(JobDownloadForm, request.body);
    return send(reply, await originalFiles(ctx, actorOf(request), jobPart));
  });
  app.post('/api/job/getCompletedFiles', async (request, reply) => {
    const form = parseInput(CompletedFilesForm, request.body);
    return send(reply, await completedFiles(ctx, actorOf(request), form));
  });
  app.post('/api/job/getBilingualFile', async (request, reply) => {
    const form = parseInput(BilingualFileForm, request.body);
    return send(reply, await bilingualFiles(ctx, actorOf(request), form));
  });
}
