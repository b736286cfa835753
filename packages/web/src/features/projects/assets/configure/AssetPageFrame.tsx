import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import type { ReactNode } from 'react';
import { format, projectMessages } from '@tessera/contracts';
import { messageOf } from '../../../../api/http';
import { PageSpinner } from '../../../../components/PageSpinner';
import { useDocumentTitle } from '../../../../components/useDocumentTitle';

interface Props {
  title: string;
  /** The project load's error, if it failed. */
  error: unknown;
  loading: boolean;
  children: ReactNode;
}

/** The frame of the select and configure workflow pages. */
export function AssetPageFrame({ title, error, loading, children }: Props) {
  useDocumentTitle(title);
  if (error)
    return (
      <Alert type="error">
        {format(projectMessages.loadFailed, { message: messageOf(error) })}
      </Alert>
    );
  if (loading) return <PageSpinner />;
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Container>{children}</Container>
    </ContentLayout>
  );
}
