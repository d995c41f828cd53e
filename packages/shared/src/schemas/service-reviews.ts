import { z } from 'zod';

/** How many reviews one page of GET services/:id/reviews carries. */
export const SERVICE_REVIEWS_PAGE_SIZE = 10;

/** GET services/:id/reviews?page=: pages from 1; anything else is a 400, not a silent first page. */
export const serviceReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/**
 * One customer's rating (and review, when they wrote one) of a service, as anyone may read it: the reviewer's
 * first name only, never their surname, email or phone.
 */
export const serviceReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int().min(1).max(5),
  /** '' when the customer rated without writing. */
  review: z.string(),
  firstName: z.string(),
  /** ISO instant of the rating or review, whichever came last. */
  date: z.string(),
  /** The professional who did the visit; '' when none is on file any more. */
  partnerName: z.string(),
});
export type ServiceReview = z.infer<typeof serviceReviewSchema>;

/** Every rating of the service: its average (one decimal), how many, and how many of each star. */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** stars[0] is the count of 1-star ratings ... stars[4] of 5-star ones. */
  stars: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const serviceReviewsPageSchema = z.object({
  items: z.array(serviceReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: ratingSummarySchema,
});
export type ServiceReviewsPage = z.infer<typeof serviceReviewsPageSchema>;
