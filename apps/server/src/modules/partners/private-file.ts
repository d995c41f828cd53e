import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../errors';

/**
 * Sends a private upload (an application's photo, ID proof or certificate) to the one caller a route let through:
 * never cached, never sniffed, a PDF as a download (it never renders inside our origin).
 */
export async function sendPrivateFile(app: FastifyInstance, reply: FastifyReply, url: string) {
  const stored = url ? await app.storage.read(url) : null;
  if (!stored) throw notFound();
  reply
    .header('content-type', stored.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (stored.contentType === 'application/pdf') reply.header('content-disposition', 'attachment');
  return reply.send(stored.bytes);
}
