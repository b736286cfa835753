import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs, { type TabsProps } from '@cloudscape-design/components/tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useBreadcrumbs } from '../../components/breadcrumbs';
import { InfoLink } from '../../components/InfoLink';
import {
  setupSectionHref,
  setupSections,
  setupTrail,
  type SetupSectionId,
} from '../../components/setupSections';
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

const sectionContent: Record<SetupSectionId, ReactNode> = {
  users: <RecordCollection config={users} />,
  clients: <RecordCollection config={clients} />,
  businessUnits: <RecordCollection config={businessUnits} />,
  costCenters: <RecordCollection config={costCenters} />,
  subjects: <RecordCollection config={subjects} />,
  mediaTypes: <RecordCollection config={mediaTypes} />,
  workflowSteps: <RecordCollection config={workflowSteps} />,
  vendors: <RecordCollection config={vendors} />,
  emailTemplates: <RecordCollection config={emailTemplates} />,
  machineTranslateSettings: <RecordCollection config={machineTranslateSettings} />,
  segRules: <RecordCollection config={segRules} />,
  languages: <ActiveLanguagesSection />,
};
const tabs: TabsProps.Tab[] = setupSections.map(({ id, label }) => ({
  id,
  label,
  content: sectionContent[id],
}));

/** /web/setup/index: the organization's lists, one tab each; the tab is kept in ?tab=. */
export default function SetupPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active = setupSections.find((section) => section.id === requested) ?? setupSections[0];
  useDocumentTitle('Setup');
  useBreadcrumbs(setupTrail(active.label, setupSectionHref(active.id)));
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
        activeTabId={active.id}
        onChange={({ detail }) => setSearchParams({ tab: detail.activeTabId }, { replace: true })}
      />
    </ContentLayout>
  );
}
