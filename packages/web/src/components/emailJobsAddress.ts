// The email jobs page's address (spec 001: /web/emailJobsWorkflow/{uid}): the job list links to it.

/** The page's address with the selection in its query, so that a reload keeps it. */
export function emailJobsPath(projectUid: string, jobPartIds: readonly number[], level: number) {
  const query = new URLSearchParams({ jobPartIds: jobPartIds.join(','), level: String(level) });
  return `/web/emailJobsWorkflow/${projectUid}?${query.toString()}`;
}
