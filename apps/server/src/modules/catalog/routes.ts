import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categorySchema, logoSchema } from '@khidma/shared/schemas/catalog';
import { ok, responses } from '../../plugins/envelope';
import { listCategories, listLogos } from './service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogCache;

  app.get(
    '/logo_list',
    {
      schema: { tags: ['catalog'], summary: 'Site logos; the first is shown', response: responses(logoSchema.array()) },
    },
    (request, reply) => cache.send(request, reply, 'logo_list', async () => ok(await listLogos(app.db))),
  );

  app.get(
    '/srv_category_list',
    { schema: { tags: ['catalog'], summary: 'Service categories', response: responses(categorySchema.array()) } },
    (request, reply) => cache.send(request, reply, 'srv_category_list', async () => ok(await listCategories(app.db))),
  );
};
