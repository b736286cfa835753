import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Navigate, useParams } from 'react-router';
import { analysisDownloadFormats, format, webMessages } from '@tessera/contracts';
import { analysisDownloadHref } from '../../api/analysisDownload';
import { useAnalysisQuery } from '../../api/analysis';
import { isApiError, messageOf } from '../../api/http';
import { useProjectQuery } from '../../api/project';
import { projectTrail, useBreadcrumbs } from '../../components/breadcrumbs';
import { InfoLink } from '../../components/InfoLink';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useFollow } from '../../components/useFollow';
import { AnalysisFacts } from './AnalysisFacts';
import { analysisIdOf } from './analysisId';
import { BandChart } from './BandChart';
import { BandTable } from './BandTable';

/** /web/analyse/show/{id}: an analysis's figures per job and in total, and its bands as a chart. */
export default function AnalysisShowPage() {
  const { id: idParam } = useParams();
  const id = analysisIdOf(idParam);
  const analysis = useAnalysisQuery(id);
  const follow = useFollow();
  const shown = analysis.data;
  const project = useProjectQuery(shown?.projectUid);
  useDocumentTitle(shown?.name ?? 'Analysis');
  useBreadcrumbs(
    shown
      ? [
          ...projectTrail(shown.projectUid, project.data?.name),
          { text: shown.name, href: `/web/analyse/show/${shown.id}` },
        ]
      : [],
  );

  if (id === null) return <Navigate to="/web/error/notFound" replace />;
  if (analysis.isError) {
    if (isApiError(analysis.error) && [400, 404].includes(analysis.error.status))
      return <Navigate to="/web/error/notFound" replace />;
    return (
      <Alert type="error">
        {format(webMessages.loadFailed, { what: 'the analysis', error: messageOf(analysis.error) })}
      </Alert>
    );
  }
  if (!shown) return <PageSpinner />;
  const unitsIn = shown.options.countSourceUnits ? 'source' : 'target';
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          info={<InfoLink />}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <ButtonDropdown
                items={analysisDownloadFormats.map((kind) => ({
                  id: kind,
                  text: kind,
                  href: analysisDownloadHref(shown.id, kind),
                }))}
              >
                Download
              </ButtonDropdown>
              {shown.selectable && (
                <Button href={`/web/analyse/edit?id=${shown.id}`} onFollow={follow}>
                  Rename
                </Button>
              )}
            </SpaceBetween>
          }
        >
          {shown.name}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <AnalysisFacts analysis={shown} />
        <Container header={<Header variant="h2">Total</Header>}>
          <SpaceBetween size="l">
            <BandChart total={shown.total} />
            <BandTable data={shown.total} label="Total" unitsIn={unitsIn} />
          </SpaceBetween>
        </Container>
        {shown.jobs.map((job, index) => {
          const label = `${job.fileName} (${job.targetLocale})`;
          return (
            <ExpandableSection
              key={job.jobPartId ?? `deleted-${index}`}
              variant="container"
              headerText={label}
              defaultExpanded={shown.jobs.length === 1}
            >
              <BandTable data={job.data} label={label} unitsIn={unitsIn} />
            </ExpandableSection>
          );
        })}
      </SpaceBetween>
    </ContentLayout>
  );
}
