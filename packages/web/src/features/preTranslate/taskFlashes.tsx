import { PreTranslateResult, type BackgroundTask } from '@tessera/contracts';
import { genericFailureFlash, type FlashMessage } from '../../components/flash';

/** The jobs a finished task names with an error of their own (e.g. the MT engine's message). */
export function failedJobsOf(task: BackgroundTask | null) {
  const result = PreTranslateResult.safeParse(task?.result);
  return result.success ? result.data.jobs.filter((job) => job.error !== null) : [];
}

function JobErrorList({ jobs }: { jobs: ReturnType<typeof failedJobsOf> }) {
  return (
    <ul>
      {jobs.map((job) => (
        <li key={job.jobPartId}>
          {job.fileName} ({job.targetLocale}): {job.error}
        </li>
      ))}
    </ul>
  );
}

/** Spec 001 section 8's failure flash, with each job's own error under it. */
export function failureFlash(task: BackgroundTask | null): FlashMessage {
  const jobs = failedJobsOf(task);
  if (jobs.length === 0) return genericFailureFlash;
  return {
    ...genericFailureFlash,
    content: (
      <>
        {genericFailureFlash.content}
        <JobErrorList jobs={jobs} />
      </>
    ),
  };
}

/** A finished task may still name jobs it could not translate: a warning on the project page. */
export function warningFlash(task: BackgroundTask): FlashMessage | null {
  const jobs = failedJobsOf(task);
  return jobs.length === 0 ? null : { type: 'warning', content: <JobErrorList jobs={jobs} /> };
}
