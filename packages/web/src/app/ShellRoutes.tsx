import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { RequireRole } from '../components/RequireRole';
import { useShellSession } from '../components/session';
import DebugThrowPage from './errors/DebugThrowPage';
import { LegacyPageLoader } from './legacy/LegacyPageLoader';

const PrivacyPolicyPage = lazy(() => import('../features/shell/PrivacyPolicyPage'));
const HealthPage = lazy(() => import('../features/shell/HealthPage'));
const LinguistJobListPage = lazy(() => import('../features/linguistJobs/LinguistJobListPage'));
const JobOffersPage = lazy(() => import('../features/jobOffers/JobOffersPage'));
const TicketListPage = lazy(() => import('../features/tickets/TicketListPage'));
const CreateTicketPage = lazy(() => import('../features/tickets/CreateTicketPage'));
const SetupPage = lazy(() => import('../features/setup/SetupPage'));
const PostMortemScoringSettingsPage = lazy(
  () => import('../features/setup/PostMortemScoringSettingsPage'),
);
const ScoringModelPage = lazy(() => import('../features/setup/ScoringModelPage'));
const ProjectListPage = lazy(() => import('../features/projects/list/ProjectListPage'));
const RecycleBinPage = lazy(() => import('../features/projects/list/RecycleBinPage'));
const BatchShareVendorPage = lazy(() => import('../features/projects/list/BatchShareVendorPage'));
const ProjectDetailPage = lazy(() => import('../features/projects/detail/ProjectDetailPage'));
const ProjectCreatePage = lazy(() => import('../features/projects/wizard/ProjectCreatePage'));
const ProjectEditPage = lazy(() => import('../features/projects/wizard/ProjectEditPage'));
const TemplateCreatePage = lazy(() => import('../features/projects/wizard/TemplateCreatePage'));
const TemplateEditPage = lazy(() => import('../features/projects/wizard/TemplateEditPage'));
const TemplateListPage = lazy(() => import('../features/templates/TemplateListPage'));
const JobCreatePage = lazy(() => import('../features/jobs/create/JobCreatePage'));
const PreTranslatePage = lazy(() => import('../features/preTranslate/PreTranslatePage'));
const PseudoTranslatePage = lazy(() => import('../features/preTranslate/PseudoTranslatePage'));
const UploadBilingualPage = lazy(
  () => import('../features/jobs/bilingualUpload/UploadBilingualPage'),
);
const SplitFilePage = lazy(() => import('../features/jobs/split/SplitFilePage'));
const ImportScorecardPage = lazy(() => import('../features/jobs/scorecard/ImportScorecardPage'));
const EditJobsPage = lazy(() => import('../features/jobs/edit/EditJobsPage'));
const EmailJobsPage = lazy(() => import('../features/jobs/email/EmailJobsPage'));
const WorkflowChangesPage = lazy(() => import('../features/jobs/history/WorkflowChangesPage'));
const AnalysisCreatePage = lazy(() => import('../features/analysis/AnalysisCreatePage'));
const AnalysisShowPage = lazy(() => import('../features/analysis/AnalysisShowPage'));
const AnalysisEditPage = lazy(() => import('../features/analysis/AnalysisEditPage'));
const TmListPage = lazy(() => import('../features/assets/tm/TmListPage'));
const TmCreatePage = lazy(() => import('../features/assets/tm/TmCreatePage'));
const TmShowPage = lazy(() => import('../features/assets/tm/TmShowPage'));
const TbListPage = lazy(() => import('../features/assets/tb/TbListPage'));
const TbCreatePage = lazy(() => import('../features/assets/tb/TbCreatePage'));
const TbShowPage = lazy(() => import('../features/assets/tb/TbShowPage'));
const SelectTermBasePage = lazy(() => import('../features/projects/assets/tb/SelectTermBasePage'));
const AssignTermBasePage = lazy(() => import('../features/projects/assets/tb/AssignTermBasePage'));
const SelectTransMemoryPage = lazy(
  () => import('../features/projects/assets/tm/SelectTransMemoryPage'),
);
const JobPartAuditPage = lazy(() => import('../features/audit/JobPartAuditPage'));
const AssignTransMemoryPage = lazy(
  () => import('../features/projects/assets/tm/AssignTransMemoryPage'),
);

// Linguists land on their job list; every other role on the project list.
const HOME = '/web/project/list';
const LINGUIST_HOME = '/web/job/list';
const admins = ['ADMIN'] as const;
const managers = ['ADMIN', 'PROJECT_MANAGER'] as const;

/** The pages of spec 000/002 section 2 that exist so far; any other /web path is a legacy page. */
export function ShellRoutes() {
  const { session } = useShellSession();
  const isLinguist = session.user.role === 'LINGUIST';
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/web" replace />} />
      <Route path="/web" element={<Navigate to={isLinguist ? LINGUIST_HOME : HOME} replace />} />
      {isLinguist && <Route path={LINGUIST_HOME} element={<LinguistJobListPage />} />}
      <Route path="/web/job/offers" element={<JobOffersPage />} />
      <Route path="/web/error/notFound" element={<NotFoundPage />} />
      <Route path="/web/debug/throw" element={<DebugThrowPage />} />
      <Route path="/web/tickets/list" element={<TicketListPage />} />
      <Route path="/web/tickets/list/createTicket" element={<CreateTicketPage />} />
      <Route
        path="/web/setup/index"
        element={
          <RequireRole roles={admins}>
            <SetupPage />
          </RequireRole>
        }
      />
      <Route
        path="/web/setup/postMortemScoringSettings"
        element={
          <RequireRole roles={admins}>
            <PostMortemScoringSettingsPage />
          </RequireRole>
        }
      />
      <Route
        path="/web/setup/scoringModel"
        element={
          <RequireRole roles={admins}>
            <ScoringModelPage />
          </RequireRole>
        }
      />
      <Route path="/web/project/list" element={<ProjectListPage />} />
      <Route path="/web/project/show/:uid" element={<ProjectDetailPage />} />
      <Route path="/web/project2/show/:uid" element={<ProjectDetailPage />} />
      <Route path="/web/project/create/*" element={<ProjectCreatePage />} />
      <Route path="/web/project/edit/:projectUid" element={<ProjectEditPage />} />
      <Route path="/web/selectTermBaseWorkflow/:projectUid" element={<SelectTermBasePage />} />
      <Route path="/web/project/assignTermBase" element={<AssignTermBasePage />} />
      <Route
        path="/web/selectTranslationMemoryWorkflow/:projectUid"
        element={<SelectTransMemoryPage />}
      />
      <Route path="/web/project/assignTransMemory" element={<AssignTransMemoryPage />} />
      <Route
        path="/web/project/recycleBin"
        element={
          <RequireRole roles={managers}>
            <RecycleBinPage />
          </RequireRole>
        }
      />
      <Route
        path="/web/project/batchAssignVendor"
        element={
          <RequireRole roles={managers}>
            <BatchShareVendorPage />
          </RequireRole>
        }
      />
      <Route
        path="/web/projectTemplate/list"
        element={
          <RequireRole roles={managers}>
            <TemplateListPage />
          </RequireRole>
        }
      />
      <Route path="/web/projectTemplate/create" element={<TemplateCreatePage />} />
      <Route path="/web/projectTemplate/create/:uid" element={<TemplateCreatePage />} />
      <Route path="/web/projectTemplate/edit/:projectTemplateId" element={<TemplateEditPage />} />
      <Route
        path="/web/transMemory/list"
        element={
          <RequireRole roles={managers}>
            <TmListPage />
          </RequireRole>
        }
      />
      <Route
        path="/web/transMemory/create"
        element={
          <RequireRole roles={managers}>
            <TmCreatePage />
          </RequireRole>
        }
      />
      <Route path="/web/transMemory/show/:id" element={<TmShowPage />} />
      <Route
        path="/web/termBase/list"
        element={
          <RequireRole roles={managers}>
            <TbListPage />
          </RequireRole>
        }
      />
      <Route
        path="/web/termBase/create"
        element={
          <RequireRole roles={managers}>
            <TbCreatePage />
          </RequireRole>
        }
      />
      <Route path="/web/termBase/show/:tbId" element={<TbShowPage />} />
      <Route
        path="/web/job2/create/*"
        element={
          <RequireRole roles={managers}>
            <JobCreatePage />
          </RequireRole>
        }
      />
      <Route
        path="/web/pretranslate/:uid"
        element={
          <RequireRole roles={managers}>
            <PreTranslatePage />
          </RequireRole>
        }
      />
      <Route
        path="/web/project2/editJobs"
        element={
          <RequireRole roles={managers}>
            <EditJobsPage />
          </RequireRole>
        }
      />
      <Route path="/web/uploadBilingualFile/:uid" element={<UploadBilingualPage />} />
      <Route
        path="/web/splitFileWorkflow/:projectUid"
        element={
          <RequireRole roles={managers}>
            <SplitFilePage />
          </RequireRole>
        }
      />
      {/* Spec 001 section 2 sees both spellings of the scorecard import. */}
      {['/web/importScoreCardWorkflow/:projectUid', '/web/importScoreCardWorkFlow/:projectUid'].map(
        (path) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireRole roles={managers}>
                <ImportScorecardPage />
              </RequireRole>
            }
          />
        ),
      )}
      <Route
        path="/web/pseudoTranslate/:projectUid"
        element={
          <RequireRole roles={managers}>
            <PseudoTranslatePage />
          </RequireRole>
        }
      />
      <Route
        path="/web/emailJobsWorkflow/:uid"
        element={
          <RequireRole roles={managers}>
            <EmailJobsPage />
          </RequireRole>
        }
      />
      <Route path="/web/project2/getWorkflowChanges" element={<WorkflowChangesPage />} />
      <Route
        path="/web/analysis/create/:uid"
        element={
          <RequireRole roles={managers}>
            <AnalysisCreatePage />
          </RequireRole>
        }
      />
      <Route
        path="/web/analyse/show/:id"
        element={
          <RequireRole roles={managers}>
            <AnalysisShowPage />
          </RequireRole>
        }
      />
      <Route
        path="/web/analyse/edit"
        element={
          <RequireRole roles={managers}>
            <AnalysisEditPage />
          </RequireRole>
        }
      />
      <Route
        path="/jobPartAudit"
        element={
          <RequireRole roles={managers}>
            <JobPartAuditPage />
          </RequireRole>
        }
      />
      <Route path="/web/*" element={<LegacyPageLoader />} />
      <Route path="/privacyPolicy" element={<PrivacyPolicyPage />} />
      <Route path="/healthCheck" element={<HealthPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
