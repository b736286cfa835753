import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { projectMessages } from '@tessera/contracts';
import { useFollow } from '../../../components/useFollow';
import { useProjectRights } from '../useProjectRights';

interface Start {
  href: string;
  text: string;
  description: string;
}

function startsFor(canCreate: boolean, canCreateTemplate: boolean): Start[] {
  const starts: Start[] = [];
  if (canCreate)
    starts.push({
      href: '/web/project/create',
      text: 'Create project',
      description: 'Name it, pick the source and target languages, then upload files as jobs.',
    });
  if (canCreateTemplate)
    starts.push({
      href: '/web/projectTemplate/create',
      text: 'Create project template',
      description: 'Keep languages, workflow steps and settings to start projects from.',
    });
  starts.push({
    href: '/web/transMemory/create',
    text: 'Create translation memory',
    description: 'Reuse translations: matches from it fill and score new segments.',
  });
  return starts;
}

/** The project list's empty state for an organization without projects: the first steps. */
export function GettingStarted() {
  const follow = useFollow();
  const rights = useProjectRights();
  return (
    <SpaceBetween size="m">
      <Box textAlign="center">{projectMessages.noProjects}</Box>
      <Box variant="h2" textAlign="center">
        Getting started
      </Box>
      <ColumnLayout columns={3} variant="text-grid">
        {startsFor(rights.canCreate, rights.canCreateTemplate).map((start) => (
          <SpaceBetween size="xs" key={start.href}>
            <Button href={start.href} onFollow={follow}>
              {start.text}
            </Button>
            <Box color="text-body-secondary">{start.description}</Box>
          </SpaceBetween>
        ))}
      </ColumnLayout>
    </SpaceBetween>
  );
}
