// The segment audit report's address (spec 001: /jobPartAudit): its page reads it, job lists link to it.

/** The report's address for one job part at a level, its form filled. */
export function auditPath(jobPartId: number, level: number): string {
  const query = new URLSearchParams({ jobPartId: String(jobPartId), level: String(level) });
  return `/jobPartAudit?${query.toString()}`;
}
