import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { format, jobListMessages } from '@tessera/contracts';
import { fetchJobsByIds } from '../../../api/jobsByIds';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageSpinner } from '../../../components/PageSpinner';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { StatusHistoryTable } from '../../../components/StatusHistoryTable';

/** /web/project2/getWorkflowChanges?jobPart={id}: one job's status history (spec 001 section 2). */
export default function WorkflowChangesPage() {
  useDocumentTitle(jobListMessages.statusHistory);
  const [search] = useSearchParams();
  const jobPartId = Number(search.get('jobPart'));
  const valid = Number.isInteger(jobPartId) && jobPartId > 0;
  const job = useQuery({
    queryKey: ['jobsByIds', [jobPartId]],
    queryFn: () => fetchJobsByIds([jobPartId]),
    enabled: valid,
  });
  if (!valid || job.isError) return <NotFoundPage />;
  if (job.isPending) return <PageSpinner />;
  const [part] = job.data.jobs;
  if (!part) return <NotFoundPage />;
  return (
    <Container
      header={
        <Header variant="h1">
          {format(jobListMessages.statusHistoryOf, {
            fileName: part.fileName,
            targetLocale: part.targetLocale,
          })}
        </Header>
      }
    >
      <StatusHistoryTable jobPartId={part.id} />
    </Container>
  );
}
