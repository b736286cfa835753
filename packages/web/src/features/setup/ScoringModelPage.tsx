import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { format, shellMessages, webMessages } from '@tessera/contracts';
import { messageOf } from '../../api/http';
import { useImportSampledQaMappings } from '../../api/importSampledQaMappings';
import { usePostMortemScoringSettingsQuery } from '../../api/postMortemScoringSettings';
import { useSampledQaMappingsQuery } from '../../api/sampledQaMappings';
import { useScoringModelsQuery } from '../../api/scoringModels';
import { useUpdateScoringModel } from '../../api/updateScoringModel';
import { useFlash } from '../../components/flash';
import { InfoLink } from '../../components/InfoLink';
import { useBreadcrumbs } from '../../components/breadcrumbs';
import { setupTrail } from '../../components/setupSections';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ImportXlsxModal } from './ImportXlsxModal';

type Dialog = 'model' | 'mapping' | null;
interface ImportCard {
  id: Exclude<Dialog, null>;
  title: string;
  description: string;
  button: string;
}

/** /web/setup/scoringModel: import scoring models and map project templates to them. */
export default function ScoringModelPage() {
  const postMortem = usePostMortemScoringSettingsQuery();
  const models = useScoringModelsQuery();
  const mappings = useSampledQaMappingsQuery(postMortem.data?.enabled === true);
  const importModel = useUpdateScoringModel();
  const importMapping = useImportSampledQaMappings();
  const { showFlash } = useFlash();
  const [dialog, setDialog] = useState<Dialog>(null);
  useDocumentTitle('Scoring models');
  useBreadcrumbs(setupTrail('Scoring models', '/web/setup/scoringModel'));

  const cards: ImportCard[] = [
    {
      id: 'model',
      title: 'Scoring model',
      description:
        'Error categories, severities, weights and the pass threshold, from an .xlsx file.',
      button: 'Import Scoring Model',
    },
  ];
  if (postMortem.data?.enabled) {
    cards.push({
      id: 'mapping',
      title: 'Project template mapping',
      description: 'Which scoring model scores the projects of each project template.',
      button: 'Map project templates to scoring models',
    });
  }
  const open = (id: Exclude<Dialog, null>) => {
    importModel.reset();
    importMapping.reset();
    setDialog(id);
  };
  const submitModel = (file: File) =>
    importModel.mutate(file, {
      onSuccess: (model) => {
        showFlash({
          type: 'success',
          content: format(shellMessages.scoringModelImported, { ...model }),
        });
        setDialog(null);
      },
    });
  const submitMapping = (file: File) =>
    importMapping.mutate(file, {
      onSuccess: () => {
        showFlash({ type: 'success', content: shellMessages.scoringMappingImported });
        setDialog(null);
      },
    });

  return (
    <ContentLayout
      header={
        <Header variant="h1" info={<InfoLink />}>
          Scoring models
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Cards
          items={cards}
          trackBy="id"
          cardDefinition={{
            header: (card) => card.title,
            sections: [
              { id: 'description', content: (card) => card.description },
              {
                id: 'action',
                content: (card) => <Button onClick={() => open(card.id)}>{card.button}</Button>,
              },
            ],
          }}
        />
        <Table
          items={models.data ?? []}
          loading={models.isPending}
          loadingText="Loading scoring models"
          header={
            <Header counter={models.data ? `(${models.data.length})` : undefined}>
              Imported scoring models
            </Header>
          }
          empty={
            <Box textAlign="center">
              {models.isError
                ? format(webMessages.loadFailed, {
                    what: 'scoring models',
                    error: messageOf(models.error),
                  })
                : format(webMessages.noRecords, { records: 'scoring models' })}
            </Box>
          }
          columnDefinitions={[
            { id: 'name', header: 'Name', cell: (model) => model.name },
            { id: 'version', header: 'Version', cell: (model) => model.version },
            { id: 'threshold', header: 'Pass threshold', cell: (model) => model.threshold },
          ]}
        />
        {postMortem.data?.enabled && (
          <Table
            items={mappings.data?.mappings ?? []}
            loading={mappings.isPending}
            loadingText="Loading the template mapping"
            header={
              <Header counter={mappings.data ? `(${mappings.data.mappings.length})` : undefined}>
                Project templates mapped to scoring models
              </Header>
            }
            empty={
              <Box textAlign="center">
                {mappings.isError
                  ? format(webMessages.loadFailed, {
                      what: 'the template mapping',
                      error: messageOf(mappings.error),
                    })
                  : format(webMessages.noRecords, { records: 'mapped project templates' })}
              </Box>
            }
            columnDefinitions={[
              {
                id: 'template',
                header: 'Project template',
                cell: (mapping) => mapping.projectTemplateName,
              },
              { id: 'model', header: 'Scoring model', cell: (mapping) => mapping.scoringModelName },
              {
                id: 'version',
                header: 'Version',
                cell: (mapping) => mapping.scoringModelVersion,
              },
            ]}
          />
        )}
      </SpaceBetween>
      {dialog === 'model' && (
        <ImportXlsxModal
          header="Import scoring model"
          fileLabel="Scoring model file"
          uploading={importModel.isPending}
          failure={
            importModel.isError
              ? {
                  header: shellMessages.scoringModelImportErrorHeader,
                  message: format(shellMessages.scoringModelImportError, {
                    error: messageOf(importModel.error),
                  }),
                }
              : null
          }
          onSubmit={submitModel}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'mapping' && (
        <ImportXlsxModal
          header="Map project templates to scoring models"
          fileLabel="Mapping file"
          uploading={importMapping.isPending}
          failure={
            importMapping.isError
              ? {
                  header: shellMessages.scoringMappingErrorHeader,
                  message: format(shellMessages.scoringMappingError, {
                    error: messageOf(importMapping.error),
                  }),
                }
              : null
          }
          onSubmit={submitMapping}
          onClose={() => setDialog(null)}
        />
      )}
    </ContentLayout>
  );
}
