import compress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Answers smaller than this go out as they are: compressing them saves less than the header costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON, text, JavaScript, CSS and SVG; never octet-stream, spreadsheets or images, which are compressed already. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml)\b|image\/svg\+xml)|\+json\b/;

/**
 * Compresses answers on the fly (brotli, else gzip, as the browser accepts; brotli at quality 4, the plugin's
 * default, which costs about as much CPU as gzip): the API's JSON, including the JSON text that `sendJson` sends
 * as is (a year of a job's detail is 1 MB of JSON). Built files carry precompressed copies
 * (static-hosting.ts); the plugin leaves an answer alone when it already has a Content-Encoding.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(compress, {
    global: true,
    // Answers only: no client sends compressed bodies, and decompressing requests adds two hooks to every request.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
  });
}
