import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import type { Language } from '@khidma/shared/languages';
import {
  categorySchema,
  logoSchema,
  reviewSchema,
  searchQuerySchema,
  serviceSchema,
  serviceWithContentSchema,
  subCategorySchema,
  type Service,
} from '@khidma/shared/schemas/catalog';
import { ok, okArrayBytes, responses } from '../../plugins/envelope';
import { ResponseCache, Serialized } from './response-cache';
import { SearchIndex } from './search-index';
import {
  getService,
  listBestSellers,
  listCategories,
  listLogos,
  listReviews,
  listServiceRows,
  listServicesBySubCategory,
  listSubCategories,
  listTopRated,
  toService,
} from './service';

/** Distinct search terms whose answers stay serialized in memory. */
const SEARCH_ANSWERS_KEPT = 2000;

/**
 * The search answers (`app.searchAnswers`): a term's answer is kept from its second ask (a stream of terms being
 * typed never pushes out the ones people repeat), and found again by its request target before routing (KeptReads).
 */
export const searchAnswersCache = () =>
  new ResponseCache({ max: SEARCH_ANSWERS_KEPT, keepFromSecondAsk: true, byTarget: true });

/**
 * The catalogue reads of spec §7, in the reader's language (same fields, Arabic or English values). Every answer
 * is serialized once per language into `app.catalogCache` (ETag, 304) until the catalogue changes; search runs on
 * an in-memory index of both languages rebuilt on the same signal.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogCache;
  // services_list and the search index are built from one read of the catalogue after each change.
  let everyService: Promise<Record<Language, Service[]>> | null = null;
  const loadServices = () => {
    if (!everyService) {
      const loading = listServiceRows(app.db).then((rows) => ({
        en: rows.map((row) => toService(row, 'en')),
        ar: rows.map((row) => toService(row, 'ar')),
      }));
      // A failed read is not kept: the next request reads again.
      loading.catch(() => {
        if (everyService === loading) everyService = null;
      });
      everyService = loading;
    }
    return everyService;
  };
  const searchIndex = new SearchIndex(
    async () => (await loadServices()).en,
    async () => (await loadServices()).ar,
  );
  const { searchAnswers } = app;
  // Names the index's current build: one build answers a term in a language with the same bytes, so the build and
  // the term name the answer (its ETag) without hashing 10 KB per search. Random, so that another process's build,
  // or this one's after a restart, never shares it.
  let searchBuild = randomUUID();
  cache.onInvalidate(() => {
    everyService = null;
    searchIndex.invalidate();
    searchBuild = randomUUID();
    searchAnswers.invalidate();
  });
  const tags = ['catalog'];
  // Every route here answers from a ResponseCache, which holds each answer's compressed bytes already:
  // @fastify/compress would only look at them on every request and leave them be.
  const compress = false;

  app.get(
    '/logo_list',
    { compress, schema: { tags, summary: 'Site logos; the first is shown', response: responses(logoSchema.array()) } },
    (request, reply) => cache.send(request, reply, 'logo_list', async () => ok(await listLogos(app.db))),
  );

  app.get(
    '/srv_category_list',
    { compress, schema: { tags, summary: 'Service categories', response: responses(categorySchema.array()) } },
    (request, reply) =>
      cache.sendLocalized(request, reply, 'srv_category_list', async (language) =>
        ok(await listCategories(app.db, language)),
      ),
  );

  app.get(
    '/srv_sub_by_category/:categoryId',
    {
      compress,
      onRequest: cache.answerKept(
        (request) => `srv_sub_by_category/${(request.params as Record<string, string>).categoryId}`,
      ),
      schema: {
        tags,
        summary: "A category's sub-categories",
        params: z.object({ categoryId: idSchema }),
        response: responses(subCategorySchema.array()),
      },
    },
    (request, reply) => {
      const { categoryId } = request.params;
      return cache.sendLocalized(request, reply, `srv_sub_by_category/${categoryId}`, async (language) =>
        ok(await listSubCategories(app.db, categoryId, language)),
      );
    },
  );

  app.get(
    '/services_list',
    {
      compress,
      schema: { tags, summary: 'Every service of the catalogue', response: responses(serviceSchema.array()) },
    },
    (request, reply) =>
      cache.sendLocalized(request, reply, 'services_list', async (language) => ok((await loadServices())[language])),
  );

  app.get(
    '/service_by_sub_category/:subCategoryId',
    {
      compress,
      onRequest: cache.answerKept(
        (request) => `service_by_sub_category/${(request.params as Record<string, string>).subCategoryId}`,
      ),
      schema: {
        tags,
        summary: "A sub-category's services (also the detail page's suggestions)",
        params: z.object({ subCategoryId: idSchema }),
        response: responses(serviceSchema.array()),
      },
    },
    (request, reply) => {
      const { subCategoryId } = request.params;
      return cache.sendLocalized(request, reply, `service_by_sub_category/${subCategoryId}`, async (language) =>
        ok(await listServicesBySubCategory(app.db, subCategoryId, language)),
      );
    },
  );

  app.get(
    '/services/:serviceId',
    {
      compress,
      onRequest: cache.answerKept((request) => `services/${(request.params as Record<string, string>).serviceId}`),
      schema: {
        tags,
        summary: "One service, with its page content (what's included, not included, FAQs)",
        params: z.object({ serviceId: idSchema }),
        response: responses(serviceWithContentSchema),
      },
    },
    (request, reply) => {
      const { serviceId } = request.params;
      return cache.sendLocalized(request, reply, `services/${serviceId}`, async (language) =>
        ok(await getService(app.db, serviceId, language)),
      );
    },
  );

  app.get(
    '/top_rated_service_list',
    { compress, schema: { tags, summary: 'Top rated services', response: responses(serviceSchema.array()) } },
    (request, reply) =>
      cache.sendLocalized(request, reply, 'top_rated_service_list', async (language) =>
        ok(await listTopRated(app.db, language)),
      ),
  );

  app.get(
    '/best_seller_service_list',
    { compress, schema: { tags, summary: 'Best-selling services', response: responses(serviceSchema.array()) } },
    (request, reply) =>
      cache.sendLocalized(request, reply, 'best_seller_service_list', async (language) =>
        ok(await listBestSellers(app.db, language)),
      ),
  );

  app.get(
    '/reviews_list',
    {
      compress,
      schema: { tags, summary: "'Our Happy Customers' testimonials", response: responses(reviewSchema.array()) },
    },
    (request, reply) =>
      cache.sendLocalized(request, reply, 'reviews_list', async (language) => ok(await listReviews(app.db, language))),
  );

  app.get(
    '/service_search',
    {
      compress,
      schema: {
        tags,
        summary: 'Typo-tolerant, ranked search over service, sub-category and category names',
        querystring: searchQuerySchema,
        response: responses(serviceSchema.array()),
      },
    },
    (request, reply) => {
      const term = request.query.searchTerm.toLowerCase().replace(/\s+/g, ' ');
      return searchAnswers.sendLocalized(request, reply, term, async (language) => {
        // Read before the search takes its index (synchronously, in search()), so both are of the same build.
        const version = `${searchBuild}:${term}`;
        return new Serialized(okArrayBytes(await searchIndex.search(term, language)), version);
      });
    },
  );
};
