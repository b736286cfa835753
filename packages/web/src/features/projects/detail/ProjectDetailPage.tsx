import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { format, projectMessages } from '@tessera/contracts';
import { isApiError, messageOf } from '../../../api/http';
import { useProjectQuery } from '../../../api/project';
import { projectTrail, useBreadcrumbs } from '../../../components/breadcrumbs';
import { InfoLink } from '../../../components/InfoLink';
import { PageSpinner } from '../../../components/PageSpinner';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useShellSession } from '../../../components/session';
import { useFollow } from '../../../components/useFollow';
import { DeleteProjectsModal } from '../DeleteProjectsModal';
import { useProjectRights } from '../useProjectRights';
import { AnalysesList } from './analyses/AnalysesList';
import { AssetPanels } from './AssetPanels';
import { AutoDeletionWarning } from './AutoDeletionWarning';
import { ProjectJobList } from './jobs/ProjectJobList';
import { ProjectInfo } from './ProjectInfo';
import { ScoringSummary } from './ScoringSummary';
import { WorkflowStepSelector } from './WorkflowStepSelector';

const PROJECT_LIST = '/web/project/list';

/** /web/project2/show/:uid and /web/project/show/:uid (spec 000 section 2.2). */
export default function ProjectDetailPage() {
  const { uid } = useParams();
  const project = useProjectQuery(uid);
  const rights = useProjectRights();
  const { session } = useShellSession();
  const navigate = useNavigate();
  const follow = useFollow();
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle(project.data?.name ?? 'Project');
  useBreadcrumbs(projectTrail(uid ?? '', project.data?.name));

  if (project.isError) {
    if (isApiError(project.error) && [400, 404].includes(project.error.status))
      return <Navigate to="/web/error/notFound" replace />;
    return (
      <Alert type="error">
        {format(projectMessages.loadFailed, { message: messageOf(project.error) })}
      </Alert>
    );
  }
  if (!project.data) return <PageSpinner />;
  const shown = project.data;
  const canEdit = rights.canEdit(shown.owner.id);
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          info={<InfoLink />}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {canEdit && (
                <ButtonDropdown
                  items={[
                    {
                      id: 'save-as-template',
                      text: 'Save as a template',
                      disabled: !rights.canCreateTemplate,
                    },
                    {
                      id: 'delete-project',
                      text: 'Delete project',
                      disabled: !rights.canDelete(shown.owner.id),
                    },
                  ]}
                  onItemClick={({ detail }) => {
                    if (detail.id === 'delete-project') setDeleting(true);
                    else void navigate(`/web/projectTemplate/create/${shown.uid}`);
                  }}
                >
                  Actions
                </ButtonDropdown>
              )}
              {canEdit && (
                <Button href={`/web/project/edit/${shown.uid}`} onFollow={follow}>
                  Edit project
                </Button>
              )}
            </SpaceBetween>
          }
        >
          {shown.name}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <AutoDeletionWarning project={shown} canEdit={canEdit} />
        <ProjectInfo project={shown} />
        <WorkflowStepSelector steps={shown.workflowSteps} />
        <ProjectJobList project={shown} canEdit={canEdit} />
        {session.user.role !== 'LINGUIST' && (
          <AnalysesList projectUid={shown.uid} canEdit={canEdit} />
        )}
        {shown.workflowSteps.length > 0 && <ScoringSummary project={shown} />}
        <AssetPanels project={shown} canEdit={canEdit} />
      </SpaceBetween>
      {deleting && (
        <DeleteProjectsModal
          projects={[shown]}
          flashPath={PROJECT_LIST}
          onClose={(deleted) => {
            setDeleting(false);
            if (deleted) void navigate(PROJECT_LIST);
          }}
        />
      )}
    </ContentLayout>
  );
}
