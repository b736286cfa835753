import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { apiDocsRoutes } from './apiDocs/routes.js';
import { authRoutes } from './auth/routes.js';
import { consentRoutes } from './consent/routes.js';
import { healthRoutes } from './health/routes.js';
import { legacyRoutes } from './legacy/routes.js';
import { lookupRoutes } from './lookups/routes.js';
import { scoringRoutes } from './scoring/routes.js';
import { setupRoutes } from './setup/routes.js';
import { taskRoutes } from './tasks/routes.js';
import { ticketRoutes } from './tickets/routes.js';
import { trackerRoutes } from './tracker/routes.js';
import { projectRoutes } from './projects/routes.js';
import { projectCreationRoutes } from './projectCreation/routes.js';
import { templateRoutes } from './templates/routes.js';
import { projectFilterRoutes } from './projectFilters/routes.js';
import { recycleBinRoutes } from './recycleBin/routes.js';
import { tmRoutes } from './tm/routes.js';
import { tbRoutes } from './tb/routes.js';
import { jobRoutes } from './jobs/routes.js';
import { jobUpdateRoutes } from './jobs/updateRoutes.js';
import { linguistJobRoutes } from './jobs/linguistRoutes.js';
import { preTranslateRoutes } from './preTranslate/routes.js';
import { mailRoutes } from './mail/routes.js';
import { assignmentRoutes } from './assignments/routes.js';
import { referenceRoutes } from './references/routes.js';
import { analysisRoutes } from './analysis/routes.js';
import { editorRoutes } from './editor/routes.js';
import { qaRoutes } from './qa/routes.js';
import { bilingualUploadRoutes } from './bilingualUpload/routes.js';

// Every module's routes; a module registers its task handlers here too.
export const modules: Array<(app: FastifyInstance, ctx: AppContext) => void> = [
  // First: it lists the routes the others register.
  apiDocsRoutes,
  authRoutes,
  lookupRoutes,
  setupRoutes,
  taskRoutes,
  trackerRoutes,
  healthRoutes,
  legacyRoutes,
  consentRoutes,
  ticketRoutes,
  scoringRoutes,
  projectRoutes,
  projectCreationRoutes,
  templateRoutes,
  projectFilterRoutes,
  recycleBinRoutes,
  tmRoutes,
  tbRoutes,
  mailRoutes,
  jobRoutes,
  jobUpdateRoutes,
  linguistJobRoutes,
  preTranslateRoutes,
  assignmentRoutes,
  referenceRoutes,
  analysisRoutes,
  editorRoutes,
  qaRoutes,
  bilingualUploadRoutes,
];
