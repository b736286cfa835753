import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSearchParams } from 'react-router';
import { localeName, type Project } from '@tessera/contracts';
import { useLookupListQuery } from '../../../api/lookupLists';
import { InfoLink } from '../../../components/InfoLink';
import { RouterLink } from '../../../components/RouterLink';
import { useDates } from '../../../components/useDates';
import { scoredStepsOf } from '../../../components/scoringFacts';
import { isOverdue } from '../projectFacts';
import { projectStatusLabels } from '../projectLabels';
import { useProjectRights } from '../useProjectRights';
import { targetLocaleHref } from './jobs/jobListQuery';

const orDash = (value: string | null | undefined) => value || '-';

/** The info panel of spec 000 section 2.2. */
export function ProjectInfo({ project }: { project: Project }) {
  const { formatDateTime } = useDates();
  const rights = useProjectRights();
  const [search] = useSearchParams();
  const engines = useLookupListQuery('machineTranslateSettings');
  const engineName = (id: number | null) =>
    id === null ? 'None' : (engines.data?.find((engine) => engine.id === id)?.name ?? String(id));
  const overdue = isOverdue(project, new Date());
  const hasSteps = project.workflowSteps.length > 0;
  const scoring = scoredStepsOf(project).size > 0;
  const items = [
    { label: 'Project ID', value: `${project.internalId} (${project.id})` },
    { label: 'Shared', value: project.shared ? 'Yes' : 'No' },
    { label: 'Status', value: projectStatusLabels[project.status] },
    {
      label: 'Due',
      value: project.dateDue
        ? `${formatDateTime(project.dateDue)}${overdue ? ' (overdue)' : ''}`
        : '-',
    },
    { label: 'Note', value: orDash(project.note) },
    ...(hasSteps ? [{ label: 'Scoring', value: scoring ? 'Enabled' : 'Disabled' }] : []),
    ...(project.projectTemplateId !== null && rights.canEditOtherTemplates
      ? [
          {
            label: 'Template',
            value: (
              <RouterLink href={`/web/projectTemplate/edit/${project.projectTemplateId}`}>
                {project.projectTemplateName ?? String(project.projectTemplateId)}
              </RouterLink>
            ),
          },
        ]
      : []),
    { label: 'Owner', value: project.owner.userName },
    { label: "Vendor's owner", value: orDash(project.vendorOwner?.userName) },
    { label: "Buyer's owner", value: orDash(project.buyerOwner?.userName) },
    {
      label: 'Created by',
      value: `${project.createdBy.userName} (${project.createdBy.organizationName})`,
    },
    { label: 'Created', value: formatDateTime(project.dateCreated) },
    {
      label: 'Automation widget',
      value: <RouterLink href={project.automationWidgetLink}>Status page</RouterLink>,
    },
    { label: 'Source language', value: localeName(project.sourceLang) },
    {
      label: 'Target languages',
      value: (
        <SpaceBetween direction="horizontal" size="xs">
          {project.targetLangs.map((code) => (
            <RouterLink key={code} href={targetLocaleHref(project.uid, search, code)}>
              {localeName(code)}
            </RouterLink>
          ))}
        </SpaceBetween>
      ),
    },
    {
      label: 'Machine translation',
      value: project.preTranslateSettings.useMachineTranslation
        ? engineName(project.machineTranslateSettingsId)
        : 'Off',
    },
    { label: 'Media type', value: orDash(project.mediaType?.name) },
    { label: 'Subject', value: orDash(project.subject?.name) },
    { label: 'Client', value: orDash(project.client?.name) },
    { label: 'Buyer', value: orDash(project.buyer?.name) },
    { label: 'Business unit', value: orDash(project.businessUnit?.name) },
    { label: 'Cost center', value: orDash(project.costCenter?.name) },
  ];
  return (
    <Container
      header={
        <Header variant="h2" info={<InfoLink />}>
          Info
        </Header>
      }
    >
      <KeyValuePairs columns={3} items={items} />
    </Container>
  );
}
