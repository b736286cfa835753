import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs, { type TabsProps } from '@cloudscape-design/components/tabs';
import { useSearchParams } from 'react-router';
import { InfoLink } from '../../components/InfoLink';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { RecordCollection } from './collection/RecordCollection';
import { ActiveLanguagesSection } from './sections/ActiveLanguagesSection';
import { emailTemplates } from './sections/emailTemplates';
import { machineTranslateSettings } from './sections/machineTranslateSettings';
import { businessUnits, clients, costCenters, mediaTypes, subjects } from './sections/namedRecords';
import { segRules } from './sections/segRules';
import { users } from './sections/users';
import { vendors } from './sections/vendors';
import { workflowSteps } from './sections/workflowSteps';

const tabs: TabsProps.Tab[] = [
  { id: 'users', label: 'Users', content: <RecordCollection config={users} /> },
  { id: 'clients', label: 'Clients', content: <RecordCollection config={clients} /> },
  {
    id: 'businessUnits',
    label: 'Business units',
    content: <RecordCollection config={businessUnits} />,
  },
  { id: 'costCenters', label: 'Cost centers', content: <RecordCollection config={costCenters} /> },
  { id: 'subjects', label: 'Subjects', content: <RecordCollection config={subjects} /> },
  { id: 'mediaTypes', label: 'Media types', content: <RecordCollection config={mediaTypes} /> },
  {
    id: 'workflowSteps',
    label: 'Workflow steps',
    content: <RecordCollection config={workflowSteps} />,
  },
  { id: 'vendors', label: 'Vendors', content: <RecordCollection config={vendors} /> },
  {
    id: 'emailTemplates',
    label: 'Email templates',
    content: <RecordCollection config={emailTemplates} />,
  },
  {
    id: 'machineTranslateSettings',
    label: 'Machine translation',
    content: <RecordCollection config={machineTranslateSettings} />,
  },
  { id: 'segRules', label: 'Segmentation rules', content: <RecordCollection config={segRules} /> },
  { id: 'languages', label: 'Active languages', content: <ActiveLanguagesSection /> },
];

/** /web/setup/index: the organization's lists, one tab each; the tab is kept in ?tab=. */
export default function SetupPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeTabId = tabs.some((tab) => tab.id === requested) && requested ? requested : 'users';
  useDocumentTitle('Setup');
  return (
    <ContentLayout
      header={
        <Header variant="h1" info={<InfoLink />}>
          Setup
        </Header>
      }
    >
      <Tabs
        tabs={tabs}
        activeTabId={activeTabId}
        onChange={({ detail }) => setSearchParams({ tab: detail.activeTabId }, { replace: true })}
      />
    </ContentLayout>
  );
}
