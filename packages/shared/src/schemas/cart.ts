import { z } from 'zod';
import { idSchema } from '../api';
import { serviceSchema } from './catalog';

/** A user's cart as the server keeps it: current catalogue versions of its services, in the order added. */
export const cartSchema = z.object({
  items: serviceSchema.array(),
  /** Services that left the catalogue since they were added; they were taken out of the cart. */
  removed: z.array(z.object({ _id: z.string(), ServiceName: z.string() })),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartAddSchema = z.object({ serviceId: idSchema });

/** More than this many lines in one cart is a mistake or abuse, not a booking. */
export const CART_MAX_ITEMS = 30;
