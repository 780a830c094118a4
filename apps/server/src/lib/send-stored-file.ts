import type { FastifyReply } from 'fastify';
import { AppError } from './errors.js';
import type { FileStorage } from './storage.js';

export interface StoredDownload {
  /** The storage key; null or undefined when the record has no file (404). */
  key: string | null | undefined;
  contentType: string;
  contentDisposition: string;
  /** What the 404 names ("File", "PDF"). */
  what?: string;
  /**
   * Whether a presigned S3 URL may answer (S3_PRESIGNED_DOWNLOADS): not for files shown without a
   * session, nor where the app's own headers (an SVG's sandbox) must come with the bytes.
   */
  presignable?: boolean;
}

/**
 * Sends a stored file after the route has authorized the caller: streamed from the store, never held
 * whole in memory, or, with presigned downloads on, a 302 to a short-lived URL of the object itself
 * (S3 then sends the same Content-Type and Content-Disposition).
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: StoredDownload) {
  const notFound = () => AppError.notFound(file.what ?? 'File');
  if (!file.key) throw notFound();
  const headers = { contentType: file.contentType, contentDisposition: file.contentDisposition };
  if (storage.downloadUrl && file.presignable !== false) {
    const url = await storage.downloadUrl(file.key, headers);
    if (!url) throw notFound();
    // The URL is a bearer link until it expires: no cache keeps it.
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  }
  const stored = await storage.getStream(file.key);
  if (!stored) throw notFound();
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', file.contentDisposition)
    .header('content-length', stored.size)
    .header('x-content-type-options', 'nosniff')
    .send(stored.body);
}
