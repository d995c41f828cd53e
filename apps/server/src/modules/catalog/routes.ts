import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import {
  categorySchema,
  logoSchema,
  reviewSchema,
  searchQuerySchema,
  serviceSchema,
  subCategorySchema,
  type Service,
} from '@khidma/shared/schemas/catalog';
import { ok, responses } from '../../plugins/envelope';
import { ResponseCache } from './response-cache';
import { SearchIndex } from './search-index';
import {
  getService,
  listBestSellers,
  listCategories,
  listLogos,
  listReviews,
  listServices,
  listServicesBySubCategory,
  listSubCategories,
  listTopRated,
} from './service';

/** Distinct search terms whose answers stay serialized in memory. */
const SEARCH_ANSWERS_KEPT = 2000;

/**
 * The catalogue reads of spec §7. Every answer is serialized once into `app.catalogCache` (ETag, 304) until the
 * catalogue changes; search runs on an in-memory index rebuilt on the same signal.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogCache;
  // services_list and the search index are built from one read of the catalogue after each change.
  let everyService: Promise<Service[]> | null = null;
  const loadServices = () => {
    if (!everyService) {
      const loading = listServices(app.db);
      // A failed read is not kept: the next request reads again.
      loading.catch(() => {
        if (everyService === loading) everyService = null;
      });
      everyService = loading;
    }
    return everyService;
  };
  const searchIndex = new SearchIndex(loadServices);
  const searchAnswers = new ResponseCache({ max: SEARCH_ANSWERS_KEPT });
  cache.onInvalidate(() => {
    everyService = null;
    searchIndex.invalidate();
    searchAnswers.invalidate();
  });
  const tags = ['catalog'];

  app.get(
    '/logo_list',
    { schema: { tags, summary: 'Site logos; the first is shown', response: responses(logoSchema.array()) } },
    (request, reply) => cache.send(request, reply, 'logo_list', async () => ok(await listLogos(app.db))),
  );

  app.get(
    '/srv_category_list',
    { schema: { tags, summary: 'Service categories', response: responses(categorySchema.array()) } },
    (request, reply) => cache.send(request, reply, 'srv_category_list', async () => ok(await listCategories(app.db))),
  );

  app.get(
    '/srv_sub_by_category/:categoryId',
    {
      schema: {
        tags,
        summary: "A category's sub-categories",
        params: z.object({ categoryId: idSchema }),
        response: responses(subCategorySchema.array()),
      },
    },
    (request, reply) => {
      const { categoryId } = request.params;
      return cache.send(request, reply, `srv_sub_by_category/${categoryId}`, async () =>
        ok(await listSubCategories(app.db, categoryId)),
      );
    },
  );

  app.get(
    '/services_list',
    { schema: { tags, summary: 'Every service of the catalogue', response: responses(serviceSchema.array()) } },
    (request, reply) => cache.send(request, reply, 'services_list', async () => ok(await loadServices())),
  );

  app.get(
    '/service_by_sub_category/:subCategoryId',
    {
      schema: {
        tags,
        summary: "A sub-category's services (also the detail page's suggestions)",
        params: z.object({ subCategoryId: idSchema }),
        response: responses(serviceSchema.array()),
      },
    },
    (request, reply) => {
      const { subCategoryId } = request.params;
      return cache.send(request, reply, `service_by_sub_category/${subCategoryId}`, async () =>
        ok(await listServicesBySubCategory(app.db, subCategoryId)),
      );
    },
  );

  app.get(
    '/services/:serviceId',
    {
      schema: {
        tags,
        summary: 'One service',
        params: z.object({ serviceId: idSchema }),
        response: responses(serviceSchema),
      },
    },
    (request, reply) => {
      const { serviceId } = request.params;
      return cache.send(request, reply, `services/${serviceId}`, async () => ok(await getService(app.db, serviceId)));
    },
  );

  app.get(
    '/top_rated_service_list',
    { schema: { tags, summary: 'Top rated services', response: responses(serviceSchema.array()) } },
    (request, reply) =>
      cache.send(request, reply, 'top_rated_service_list', async () => ok(await listTopRated(app.db))),
  );

  app.get(
    '/best_seller_service_list',
    { schema: { tags, summary: 'Best-selling services', response: responses(serviceSchema.array()) } },
    (request, reply) =>
      cache.send(request, reply, 'best_seller_service_list', async () => ok(await listBestSellers(app.db))),
  );

  app.get(
    '/reviews_list',
    { schema: { tags, summary: "'Our Happy Customers' testimonials", response: responses(reviewSchema.array()) } },
    (request, reply) => cache.send(request, reply, 'reviews_list', async () => ok(await listReviews(app.db))),
  );

  app.get(
    '/service_search',
    {
      schema: {
        tags,
        summary: 'Typo-tolerant, ranked search over service, sub-category and category names',
        querystring: searchQuerySchema,
        response: responses(serviceSchema.array()),
      },
    },
    (request, reply) => {
      const term = request.query.searchTerm.toLowerCase().replace(/\s+/g, ' ');
      return searchAnswers.send(request, reply, term, async () => ok(await searchIndex.search(term)));
    },
  );
};
