import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { assetMessages } from '@tessera/contracts';

// The assignment dialogs belong to the assets issue; until then each section shows its empty state.
const sections = [
  { title: 'Term bases', empty: assetMessages.noTermBasesConfigured },
  { title: 'Translation memories', empty: assetMessages.noTmsConfigured },
  { title: 'References', empty: assetMessages.noReferences },
];

/** Step 2: term bases, translation memories and references. */
export function AssetsStep() {
  return (
    <SpaceBetween size="l">
      {sections.map((section) => (
        <Container key={section.title} header={<Header variant="h2">{section.title}</Header>}>
          <Box textAlign="center" color="text-body-secondary">
            {section.empty}
          </Box>
        </Container>
      ))}
    </SpaceBetween>
  );
}
