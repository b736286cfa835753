import type { FastifyReply } from 'fastify';

/** Marks a reply as a file download named `fileName` (RFC 6266, with a UTF-8 name for any script). */
export function attachment(
  reply: FastifyReply,
  fileName: string,
  contentType: string,
): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
}
