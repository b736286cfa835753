import { send } from './http';

/**
 * GET /web/api/v2/referenceFile/download?referenceFile=ids: one reference as it is, several as one
 * zip. The browser downloads it from a link (the server names the file), so this is an address.
 */
export function referenceFileDownloadHref(ids: readonly number[]): string {
  const query = new URLSearchParams(ids.map((id) => ['referenceFile', String(id)]));
  return `/web/api/v2/referenceFile/download?${query.toString()}`;
}

/** One stored reference's file, to upload it again to another project or template. */
export async function fetchReferenceFile(id: number, name: string): Promise<File> {
  // Reading the file is the first half of uploading it again.
  const response = await send(referenceFileDownloadHref([id]), {
    failureMetric: 'uploadReferenceFailed',
  });
  return new File([await response.blob()], name);
}
