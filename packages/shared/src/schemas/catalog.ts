import { serviceContentViewSchema } from './service-content';
import { z } from 'zod';
import { SEARCH_TERM_MAX_LENGTH } from '../constants';
import { text } from './fields';

/** Catalogue entities with the field names of spec §3. Prices are KD numbers with at most 3 decimals (fils). */

export const categorySchema = z.object({
  _id: z.string(),
  SrvCategoryName: z.string(),
  Image: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const subCategorySchema = z.object({
  _id: z.string(),
  SrvSubCategoryName: z.string(),
  SrvCategoryId: z.string(),
  SrvCategoryName: z.string(),
  Image: z.string(),
});
export type SubCategory = z.infer<typeof subCategorySchema>;

export const serviceSchema = z.object({
  _id: z.string(),
  ServiceName: z.string(),
  /** Human duration, e.g. "1 hr 30 mins". */
  ServiceTime: z.string(),
  /** The same duration in minutes: an order's total is the length of the time slot it books. */
  DurationMinutes: z.number().int(),
  Description: z.string(),
  /** The original price, shown struck through. */
  DisplayPrice: z.number(),
  Price: z.number(),
  overallRating: z.number(),
  reviewscount: z.number().int(),
  Image: z.string(),
  SrvCategoryId: z.string(),
  SrvCategoryName: z.string(),
  SrvSubCategoryId: z.string(),
  SrvSubCategoryName: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/** One service's answer (GET services/:id): the service and its page content in the reader's language. */
export const serviceWithContentSchema = serviceSchema.extend({ Content: serviceContentViewSchema });
export type ServiceWithContent = z.infer<typeof serviceWithContentSchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number(),
  review: z.string(),
  userName: z.string(),
  userTitle: z.string().optional(),
});
export type Review = z.infer<typeof reviewSchema>;

export const logoSchema = z.object({
  _id: z.string(),
  logo: z.string(),
});
export type Logo = z.infer<typeof logoSchema>;

/** service_search's query: the term is trimmed; an empty term answers an empty list (spec §4 Search). */
export const searchQuerySchema = z.object({
  searchTerm: text('searchTerm').max(SEARCH_TERM_MAX_LENGTH, 'validation.searchTerm.tooLong').default(''),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
