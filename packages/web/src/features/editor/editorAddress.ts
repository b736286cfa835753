// The editor's address (spec 001 section 7): /twe/translation/job/{ids joined by '-'}.
/** The job part ids of the address's ids segment, or null when it is not a list of ids. */
export function jobPartIdsOf(segment: string | undefined): number[] | null {
  if (!segment || !/^\d+(-\d+)*$/.test(segment)) return null;
  const ids = segment.split('-').map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? [...new Set(ids)] : null;
}
