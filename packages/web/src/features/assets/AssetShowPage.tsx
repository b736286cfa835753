import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs, {
  type KeyValuePairsProps,
} from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { format, webMessages, type BackgroundTask } from '@tessera/contracts';
import { isApiError, messageOf } from '../../api/http';
import type { AssetFileImport } from '../../api/importTranslationMemory';
import { InfoLink } from '../../components/InfoLink';
import { PageSpinner } from '../../components/PageSpinner';
import { useDates } from '../../components/useDates';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ImportTaskModal } from './ImportTaskModal';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { useAssetRights } from './useAssetRights';

/** What every shown memory or term base has. */
export interface ShownAsset {
  id: number;
  name: string;
  client?: { name: string } | null;
  createdBy: { userName: string; organizationName: string };
  dateCreated: string;
  isPublic: boolean;
}

type Detail = KeyValuePairsProps.Item;

interface Props<T extends ShownAsset> {
  id: number;
  asset: UseQueryResult<T>;
  /** The asset's query key by id, invalidated when an import has ended. */
  queryKey: (id: number) => readonly unknown[];
  /** The kind in texts, e.g. 'term base'. */
  kind: string;
  /** The document title until the asset has loaded, e.g. 'Term base'. */
  title: string;
  description(shown: T): string;
  /** The export API path, e.g. '/api/termBase/export'; a button per file format. */
  exportPath: string;
  exports: readonly { format: string; label: string }[];
  importLabel: string;
  importHeader: string;
  /** Accepted import file extensions. */
  extensions: readonly string[];
  importer: UseMutationResult<BackgroundTask, Error, AssetFileImport>;
  /** Details before the client. */
  leadingDetails?(shown: T): Detail[];
  /** Details between the client and the creator. */
  clientDetails?(shown: T): Detail[];
  /** Details after whether it is public: the counts. */
  countDetails(shown: T): Detail[];
  /** The records table under the details. */
  records(shown: T, readOnly: boolean): ReactNode;
}

/** A memory's or term base's page: its facts, import and export, and its records. */
export function AssetShowPage<T extends ShownAsset>(props: Props<T>) {
  const { id, asset, queryKey, kind, importer } = props;
  const rights = useAssetRights();
  const queryClient = useQueryClient();
  const { formatDateTime } = useDates();
  const [importing, setImporting] = useState(false);
  useDocumentTitle(asset.data?.name ?? props.title);
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKey(id) }),
    [queryClient, queryKey, id],
  );

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/web/error/notFound" replace />;
  if (asset.isError) {
    if (isApiError(asset.error) && [400, 404].includes(asset.error.status))
      return <Navigate to="/web/error/notFound" replace />;
    const error = messageOf(asset.error);
    return (
      <Alert type="error">{format(webMessages.loadFailed, { what: `the ${kind}`, error })}</Alert>
    );
  }
  if (!asset.data) return <PageSpinner />;
  const shown = asset.data;
  const readOnly = rights.isReadOnly(shown);
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          info={<InfoLink />}
          description={props.description(shown)}
          actions={
            !readOnly && (
              <SpaceBetween direction="horizontal" size="xs">
                {props.exports.map((file) => (
                  <Button
                    key={file.format}
                    iconName="download"
                    href={`${props.exportPath}?id=${shown.id}&format=${file.format}`}
                    download={`${shown.name}.${file.format}`}
                  >
                    {file.label}
                  </Button>
                ))}
                <Button onClick={() => setImporting(true)}>{props.importLabel}</Button>
              </SpaceBetween>
            )
          }
        >
          {shown.name}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ReadOnlyNotice asset={shown} kind={kind} />
        <Container header={<Header variant="h2">Details</Header>}>
          <KeyValuePairs
            columns={3}
            items={[
              ...(props.leadingDetails?.(shown) ?? []),
              { label: 'Client', value: shown.client?.name ?? '-' },
              ...(props.clientDetails?.(shown) ?? []),
              {
                label: 'Created by',
                value: `${shown.createdBy.userName} (${shown.createdBy.organizationName})`,
              },
              { label: 'Created', value: formatDateTime(shown.dateCreated) },
              { label: 'Public', value: shown.isPublic ? 'Yes' : 'No' },
              ...props.countDetails(shown),
            ]}
          />
        </Container>
        {props.records(shown, readOnly)}
      </SpaceBetween>
      {importing && (
        <ImportTaskModal
          header={props.importHeader}
          assetId={shown.id}
          extensions={props.extensions}
          start={importer}
          onFinished={reload}
          onClose={() => {
            setImporting(false);
            importer.reset();
          }}
        />
      )}
    </ContentLayout>
  );
}
