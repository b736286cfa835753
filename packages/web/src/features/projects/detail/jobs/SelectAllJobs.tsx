import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { format, jobListMessages } from '@tessera/contracts';

interface Props {
  pageCount: number;
  totalJobs: number;
  /** The number of jobs selected across pages, or null while only the page is. */
  allCount: number | null;
  loading: boolean;
  error: string | null;
  onSelectAll(): void;
  onClear(): void;
}

/** Offers the whole page's selection to grow to every matching job, and says how many it holds. */
export function SelectAllJobs(props: Props) {
  const { pageCount, totalJobs, allCount, loading, error, onSelectAll, onClear } = props;
  if (allCount !== null)
    return (
      <Alert
        type="info"
        action={<Button onClick={onClear}>{jobListMessages.clearSelection}</Button>}
      >
        {format(jobListMessages.allSelected, { count: allCount })}
      </Alert>
    );
  return (
    <Alert
      type={error ? 'error' : 'info'}
      action={
        <Button loading={loading} onClick={onSelectAll}>
          {format(jobListMessages.selectAllJobs, { count: totalJobs })}
        </Button>
      }
    >
      {error ?? format(jobListMessages.pageSelected, { count: pageCount })}
    </Alert>
  );
}
