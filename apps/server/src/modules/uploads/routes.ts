import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mkdir } from 'node:fs/promises';
import { z } from 'zod';
import { API_PREFIX, UPLOAD_MAX_BYTES } from '@khidma/shared/constants';
import { DiskStorage, UPLOADS_URL_PREFIX } from '../../adapters/storage/disk-storage';
import {
  UPLOAD_CACHE_CONTROL,
  contentTypeOf,
  isDocument,
  uploadOf,
  writtenNamePattern,
} from '../../adapters/storage/storage';
import { badRequest, notFound } from '../../errors';
import { created, createdResponses } from '../../plugins/envelope';
import { isPrivate, recordUpload } from './ownership';
import { prepareUpload, storeUpload } from './service';

/** Uploads per client address: a sign-up needs one, a partner application three; retries stay well inside. */
export const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

const uploadQuery = z.object({
  /**
   * `image` (default): JPEG, PNG or WebP. `document`: also a PDF (partner ID proof and skill certificate), stored
   * privately: its URL is `private:<name>`, which only the server reads (for admins).
   */
  kind: z.enum(['image', 'document']).default('image'),
});

/**
 * POST uploads3 (spec §7): one multipart file in the field `file`, anonymous (sign-up and partner registration
 * come before an account), rate limited per address, at most UPLOAD_MAX_BYTES (413). Answers 201 with the URL.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.post(
    '/uploads3',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Upload an image (re-encoded to WebP, with AVIF and WebP variants beside it) or, with kind=document, a PDF; answers its URL',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: createdResponses(z.string()),
      },
      config: { rateLimit: UPLOAD_RATE_LIMIT },
    },
    async (request, reply) => {
      const file = await request.file();
      if (!file || file.fieldname !== 'file') {
        throw badRequest('errors.uploads.chooseFile', { file: 'errors.uploads.chooseFile' });
      }
      const upload = await prepareUpload(await file.toBuffer(), request.query.kind);
      const hidden = request.query.kind === 'document';
      const url = await storeUpload(app.storage, upload, { private: hidden });
      await recordUpload(app.db, url, await request.uploader(), hidden);
      return reply.code(201).send(created(url));
    },
  );
};

/**
 * Disk uploads and their variants are read back from /uploads: only names the storage writes, with their fixed
 * content type, a year of caching, nosniff, and PDFs as downloads so a document never renders inside our origin.
 */
const uploadFiles: FastifyPluginAsyncZod = async (app) => {
  const storage = app.storage;
  if (!(storage instanceof DiskStorage)) return;
  await mkdir(storage.dir, { recursive: true });
  const served = new RegExp(`^/${writtenNamePattern()}$`);
  // A partner application's files, and their variants, are read by admins only (admin/partner_applications/...).
  app.addHook('onRequest', async (request) => {
    // Decoded as the static server decodes it, so `/uploads/ab/%61b…` is the same file as `/uploads/ab/ab…`.
    let url: string;
    try {
      url = decodeURIComponent(request.url.split('?', 1)[0]!);
    } catch {
      throw notFound();
    }
    const upload = uploadOf(url);
    if (storage.owns(upload) && (await isPrivate(app.db, upload))) throw notFound();
  });
  await app.register(fastifyStatic, {
    root: storage.dir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    allowedPath: (pathname) => served.test(pathname),
    setHeaders: (reply, filePath) => {
      reply.header('content-type', contentTypeOf(filePath));
      reply.header('cache-control', UPLOAD_CACHE_CONTROL);
      reply.header('x-content-type-options', 'nosniff');
      if (isDocument(filePath)) reply.header('content-disposition', 'attachment');
    },
  });
};

export const uploadsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadRoutes, { prefix: API_PREFIX });
  await app.register(uploadFiles);
};
