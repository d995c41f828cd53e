import { z } from 'zod';
import { idSchema } from '../api';
import { SLOT_DURATION_MAX_MINUTES, SLOT_DURATION_MIN_MINUTES } from '../constants';
import { isKuwaitDate } from '../kuwait-time';
import { areaIdSchema } from './areas';

/**
 * GET slots: a sub-category, a Kuwait day and the order's total duration in minutes (a query string: all text);
 * optionally the address's area, so only the partners who cover it count.
 */
export const slotsQuerySchema = z.object({
  subCategoryId: idSchema,
  area: areaIdSchema.optional(),
  date: z.string({ error: 'validation.slots.date' }).refine(isKuwaitDate, 'validation.slots.date'),
  duration: z
    .string({ error: 'validation.slots.duration' })
    .regex(/^\d{1,4}$/, 'validation.slots.duration')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(SLOT_DURATION_MIN_MINUTES, 'validation.slots.duration')
        .max(SLOT_DURATION_MAX_MINUTES, 'validation.slots.duration'),
    ),
});
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

/** One slot of the day: ISO 8601 instants with Kuwait's offset ('2026-11-26T09:30:00+03:00'). */
export const slotSchema = z.object({ start: z.string(), end: z.string(), available: z.boolean() });
export type Slot = z.infer<typeof slotSchema>;
