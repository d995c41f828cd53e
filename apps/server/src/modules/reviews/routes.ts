import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import { ratingInputSchema, reviewInputSchema } from '@khidma/shared/schemas/order';
import { ok, responses } from '../../plugins/envelope';
import { requireSameUser } from '../../plugins/session';
import { serviceReviewsPageSchema, serviceReviewsQuerySchema } from '@khidma/shared/schemas/service-reviews';
import { ratePartner, rateService, reviewPartner, reviewService } from './service';
import { listServiceReviews } from './service-reviews';

/** Per client address and per route: a customer rates or reviews a few services of an order, not dozens a minute. */
export const REVIEW_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const params = z.object({ id: idSchema });
const response = responses(z.null());

/** The four calls of spec §7: a rating or a review, of a service or of the partner, on a Completed order. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ratings = [
    ['/serviceRating/:id', 'Rate a service of a completed order', rateService],
    ['/service_partner_Rating/:id', 'Rate the partner of a completed order', ratePartner],
  ] as const;
  for (const [path, summary, rate] of ratings) {
    app.put(
      path,
      {
        config: { rateLimit: REVIEW_RATE_LIMIT },
        schema: { tags: ['reviews'], summary, params, body: ratingInputSchema, response },
      },
      async (request) => {
        const { userId, ordId, rating } = request.body;
        await requireSameUser(request, userId);
        await rate({ db: app.db, changeCatalog: app.changeCatalog }, userId, ordId, request.params.id, rating);
        return ok(null, 'success.reviews.rated');
      },
    );
  }

  const reviews = [
    ['/serviceReview/:id', 'Review a service of a completed order', reviewService],
    ['/service_partner_Review/:id', 'Review the partner of a completed order', reviewPartner],
  ] as const;
  for (const [path, summary, review] of reviews) {
    app.put(
      path,
      {
        config: { rateLimit: REVIEW_RATE_LIMIT },
        schema: { tags: ['reviews'], summary, params, body: reviewInputSchema, response },
      },
      async (request) => {
        const { userId, ordId, review: text } = request.body;
        await requireSameUser(request, userId);
        await review(app.db, userId, ordId, request.params.id, text);
        return ok(null, 'success.reviews.reviewed');
      },
    );
  }

  app.get(
    '/services/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A service's ratings and reviews, newest first, with its rating summary",
        params,
        querystring: serviceReviewsQuerySchema,
        response: responses(serviceReviewsPageSchema),
      },
    },
    async (request) => ok(await listServiceReviews(app.db, request.params.id, request.query.page)),
  );
};
