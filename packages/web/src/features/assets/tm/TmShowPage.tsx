import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { format, webMessages } from '@tessera/contracts';
import { isApiError, messageOf } from '../../../api/http';
import { useImportTranslationMemory } from '../../../api/importTranslationMemory';
import { translationMemoryKey, useTranslationMemoryQuery } from '../../../api/translationMemory';
import { InfoLink } from '../../../components/InfoLink';
import { PageSpinner } from '../../../components/PageSpinner';
import { useDates } from '../../../components/useDates';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ReadOnlyNotice } from '../ReadOnlyNotice';
import { localeName } from '../assetFacts';
import { ImportTaskModal } from '../ImportTaskModal';
import { useAssetRights } from '../useAssetRights';
import { TmUnitsTable } from './TmUnitsTable';

const TMX_EXTENSIONS = ['.tmx', '.zip'] as const;

/** /web/transMemory/show/:id: the memory's facts, TMX import and export, and its units. */
export default function TmShowPage() {
  const id = Number(useParams().id);
  const memory = useTranslationMemoryQuery(id);
  const rights = useAssetRights();
  const queryClient = useQueryClient();
  const importTmx = useImportTranslationMemory();
  const { formatDateTime } = useDates();
  const [importing, setImporting] = useState(false);
  useDocumentTitle(memory.data?.name ?? 'Translation memory');
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: translationMemoryKey(id) }),
    [queryClient, id],
  );

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/web/error/notFound" replace />;
  if (memory.isError) {
    if (isApiError(memory.error) && [400, 404].includes(memory.error.status))
      return <Navigate to="/web/error/notFound" replace />;
    const error = messageOf(memory.error);
    return (
      <Alert type="error">
        {format(webMessages.loadFailed, { what: 'the translation memory', error })}
      </Alert>
    );
  }
  if (!memory.data) return <PageSpinner />;
  const shown = memory.data;
  const readOnly = rights.isReadOnly(shown);
  const languages = `${localeName(shown.sourceLang)} → ${shown.targetLangs.map(localeName).join(', ')}`;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          info={<InfoLink />}
          description={languages}
          actions={
            !readOnly && (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="download"
                  href={`/api/transMemory/export?id=${shown.id}&format=tmx`}
                  download={`${shown.name}.tmx`}
                >
                  Export TMX
                </Button>
                <Button onClick={() => setImporting(true)}>Import TMX</Button>
              </SpaceBetween>
            )
          }
        >
          {shown.name}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ReadOnlyNotice asset={shown} kind="translation memory" />
        <Container header={<Header variant="h2">Details</Header>}>
          <KeyValuePairs
            columns={3}
            items={[
              { label: 'Source language', value: localeName(shown.sourceLang) },
              { label: 'Client', value: shown.client?.name ?? '-' },
              { label: 'Subject', value: shown.subject?.name ?? '-' },
              {
                label: 'Created by',
                value: `${shown.createdBy.userName} (${shown.createdBy.organizationName})`,
              },
              { label: 'Created', value: formatDateTime(shown.dateCreated) },
              { label: 'Public', value: shown.isPublic ? 'Yes' : 'No' },
              ...shown.targetLangs.map((lang) => ({
                label: `Units ${localeName(shown.sourceLang)} → ${localeName(lang)}`,
                value: String(shown.unitCounts[lang] ?? 0),
              })),
            ]}
          />
        </Container>
        <TmUnitsTable memory={shown} readOnly={readOnly} />
      </SpaceBetween>
      {importing && (
        <ImportTaskModal
          header="Import TMX"
          assetId={shown.id}
          extensions={TMX_EXTENSIONS}
          start={importTmx}
          onFinished={reload}
          onClose={() => {
            setImporting(false);
            importTmx.reset();
          }}
        />
      )}
    </ContentLayout>
  );
}
