import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// The API's JSON and the app's pages and scripts. Downloads in compressed formats (zip, docx) and
// XML ones (XLIFF, TMX) keep their bytes and length; an event stream would be held back.
const COMPRESSIBLE =
  /^(?:application\/(?:[\w.-]+\+)?json|text\/(?:html|plain|css|javascript))(?:;|$)/;

/**
 * Compresses answers of at least 1 KB for a client that accepts brotli or gzip: brotli at
 * quality 4, which the library picks because the highest one costs a request's time in CPU.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    // Request bodies stay as sent: nothing posts compressed, and inflating one would be a way round the body limit.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}
