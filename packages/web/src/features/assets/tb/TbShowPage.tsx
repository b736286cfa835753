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
import { useImportTermBase } from '../../../api/importTermBase';
import { termBaseKey, useTermBaseQuery } from '../../../api/termBase';
import { InfoLink } from '../../../components/InfoLink';
import { PageSpinner } from '../../../components/PageSpinner';
import { useDates } from '../../../components/useDates';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ReadOnlyNotice } from '../ReadOnlyNotice';
import { localeName } from '../assetFacts';
import { ImportTaskModal } from '../ImportTaskModal';
import { useAssetRights } from '../useAssetRights';
import { ConceptsTable } from './ConceptsTable';

const TERM_FILE_EXTENSIONS = ['.tbx', '.csv', '.tsv', '.xlsx'] as const;

/** /web/termBase/show/:tbId: the term base's facts, import and export, and its concepts. */
export default function TbShowPage() {
  const id = Number(useParams().tbId);
  const termBase = useTermBaseQuery(id);
  const rights = useAssetRights();
  const queryClient = useQueryClient();
  const importTerms = useImportTermBase();
  const { formatDateTime } = useDates();
  const [importing, setImporting] = useState(false);
  useDocumentTitle(termBase.data?.name ?? 'Term base');
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: termBaseKey(id) }),
    [queryClient, id],
  );

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/web/error/notFound" replace />;
  if (termBase.isError) {
    if (isApiError(termBase.error) && [400, 404].includes(termBase.error.status))
      return <Navigate to="/web/error/notFound" replace />;
    const error = messageOf(termBase.error);
    return (
      <Alert type="error">{format(webMessages.loadFailed, { what: 'the term base', error })}</Alert>
    );
  }
  if (!termBase.data) return <PageSpinner />;
  const shown = termBase.data;
  const readOnly = rights.isReadOnly(shown);
  const exportHref = (fileFormat: string) =>
    `/api/termBase/export?id=${shown.id}&format=${fileFormat}`;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          info={<InfoLink />}
          description={shown.langs.map(localeName).join(', ')}
          actions={
            !readOnly && (
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="download" href={exportHref('tbx')} download={`${shown.name}.tbx`}>
                  Export TBX
                </Button>
                <Button
                  iconName="download"
                  href={exportHref('xlsx')}
                  download={`${shown.name}.xlsx`}
                >
                  Export XLSX
                </Button>
                <Button onClick={() => setImporting(true)}>Import</Button>
              </SpaceBetween>
            )
          }
        >
          {shown.name}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ReadOnlyNotice asset={shown} kind="term base" />
        <Container header={<Header variant="h2">Details</Header>}>
          <KeyValuePairs
            columns={3}
            items={[
              { label: 'Client', value: shown.client?.name ?? '-' },
              {
                label: 'Created by',
                value: `${shown.createdBy.userName} (${shown.createdBy.organizationName})`,
              },
              { label: 'Created', value: formatDateTime(shown.dateCreated) },
              { label: 'Public', value: shown.isPublic ? 'Yes' : 'No' },
              { label: 'Concepts', value: String(shown.conceptCount) },
              ...shown.langs.map((lang) => ({
                label: `Terms ${localeName(lang)}`,
                value: String(shown.termCounts[lang] ?? 0),
              })),
            ]}
          />
        </Container>
        <ConceptsTable termBase={shown} readOnly={readOnly} />
      </SpaceBetween>
      {importing && (
        <ImportTaskModal
          header="Import terms"
          assetId={shown.id}
          extensions={TERM_FILE_EXTENSIONS}
          start={importTerms}
          onFinished={reload}
          onClose={() => {
            setImporting(false);
            importTerms.reset();
          }}
        />
      )}
    </ContentLayout>
  );
}
