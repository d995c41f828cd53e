import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import {
  adminCategorySchema,
  adminServiceSchema,
  adminServicesQuerySchema,
  adminSubCategorySchema,
  categoryInputSchema,
  pageOf,
  serviceInputSchema,
  subCategoryInputSchema,
} from '@khidma/shared/schemas/operations';
import { serviceContentSchema } from '@khidma/shared/schemas/service-content';
import { ok, responses } from '../../plugins/envelope';
import { requireRole } from '../../plugins/session';
import type { Tx } from '../../db/client';
import {
  adminListCategories,
  checkCatalogImage,
  adminListServices,
  adminListSubCategories,
  saveCategory,
  saveService,
  saveSubCategory,
} from './service';
import { getServiceContent, saveServiceContent } from './content';

const params = z.object({ id: idSchema });

/**
 * The console's catalogue (issue 13), admins only: categories, sub-categories and services in both languages,
 * hidden ones too. Every write goes through app.changeCatalog, so every server process serves it at once.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireRole(request, 'admin');
  });
  const tags = ['admin: catalogue'];

  /** A write of the console: its image checked, then run (and broadcast) by app.changeCatalog. */
  const save = async <T>(
    request: FastifyRequest & { body: { image: string } },
    what: 'category' | 'subCategory' | 'service',
    write: (tx: Tx) => Promise<T>,
    id: string | undefined,
  ) => {
    await checkCatalogImage(app.db, what, request.body.image, (url) => request.ownsUpload(url, 'image'), id);
    return ok(await app.changeCatalog(write), 'success.catalog.saved');
  };

  app.get(
    '/admin/categories',
    { schema: { tags, summary: 'Every category, hidden ones too', response: responses(adminCategorySchema.array()) } },
    async () => ok(await adminListCategories(app.db)),
  );
  app.post(
    '/admin/categories',
    {
      schema: { tags, summary: 'Add a category', body: categoryInputSchema, response: responses(adminCategorySchema) },
    },
    (request) => save(request, 'category', (tx) => saveCategory(tx, request.body), undefined),
  );
  app.put(
    '/admin/categories/:id',
    {
      schema: {
        tags,
        summary: 'Change or hide a category (hidden: it and all under it leave the site)',
        params,
        body: categoryInputSchema,
        response: responses(adminCategorySchema),
      },
    },
    (request) =>
      save(request, 'category', (tx) => saveCategory(tx, request.body, request.params.id), request.params.id),
  );

  app.get(
    '/admin/sub_categories',
    {
      schema: {
        tags,
        summary: "Every sub-category, or a category's",
        querystring: z.object({ categoryId: idSchema.optional() }),
        response: responses(adminSubCategorySchema.array()),
      },
    },
    async (request) => ok(await adminListSubCategories(app.db, request.query.categoryId)),
  );
  app.post(
    '/admin/sub_categories',
    {
      schema: {
        tags,
        summary: 'Add a sub-category',
        body: subCategoryInputSchema,
        response: responses(adminSubCategorySchema),
      },
    },
    (request) => save(request, 'subCategory', (tx) => saveSubCategory(tx, request.body), undefined),
  );
  app.put(
    '/admin/sub_categories/:id',
    {
      schema: {
        tags,
        summary: 'Change, move or hide a sub-category',
        params,
        body: subCategoryInputSchema,
        response: responses(adminSubCategorySchema),
      },
    },
    (request) =>
      save(request, 'subCategory', (tx) => saveSubCategory(tx, request.body, request.params.id), request.params.id),
  );

  app.get(
    '/admin/services',
    {
      schema: {
        tags,
        summary: 'Services, hidden ones too: by sub-category and name, paged and sorted',
        querystring: adminServicesQuerySchema,
        response: responses(pageOf(adminServiceSchema)),
      },
    },
    async (request) => ok(await adminListServices(app.db, request.query)),
  );
  app.post(
    '/admin/services',
    {
      schema: {
        tags,
        summary: 'Add a service (prices in KD, at most 3 decimals)',
        body: serviceInputSchema,
        response: responses(adminServiceSchema),
      },
    },
    (request) => save(request, 'service', (tx) => saveService(tx, request.body), undefined),
  );
  app.put(
    '/admin/services/:id',
    {
      schema: {
        tags,
        summary: 'Change or hide a service',
        params,
        body: serviceInputSchema,
        response: responses(adminServiceSchema),
      },
    },
    (request) => save(request, 'service', (tx) => saveService(tx, request.body, request.params.id), request.params.id),
  );

  app.get(
    '/admin/services/:id/content',
    {
      schema: {
        tags,
        summary: "A service's page content in both languages: included, not included, FAQs",
        params,
        response: responses(serviceContentSchema),
      },
    },
    async (request) => ok(await getServiceContent(app.db, request.params.id)),
  );
  app.put(
    '/admin/services/:id/content',
    {
      schema: {
        tags,
        summary: "Replace a service's page content (both languages)",
        params,
        body: serviceContentSchema,
        response: responses(serviceContentSchema),
      },
    },
    async (request) =>
      ok(
        await app.changeCatalog((tx) => saveServiceContent(tx, request.params.id, request.body)),
        'success.catalog.saved',
      ),
  );
};
