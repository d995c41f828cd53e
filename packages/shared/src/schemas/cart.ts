import { z } from 'zod';
import { LINE_QUANTITY_MAX } from '../cart-lines';
import { idSchema } from '../api';
import { serviceSchema } from './catalog';

/** How many of one service a line holds: 1 to LINE_QUANTITY_MAX. */
export const quantitySchema = z
  .number({ error: 'validation.quantity.range' })
  .int('validation.quantity.range')
  .min(1, 'validation.quantity.range')
  .max(LINE_QUANTITY_MAX, 'validation.quantity.range');

/** A cart line: the catalogue's current version of the service, and how many of it. */
export const cartItemSchema = serviceSchema.extend({ quantity: quantitySchema });
export type CartItem = z.infer<typeof cartItemSchema>;

/** A user's cart as the server keeps it: current catalogue versions of its services, in the order added. */
export const cartSchema = z.object({
  items: cartItemSchema.array(),
  /** Services that left the catalogue since they were added; they were taken out of the cart. */
  removed: z.array(z.object({ _id: z.string(), ServiceName: z.string() })),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartAddSchema = z.object({ serviceId: idSchema });

/** PUT cart/{userId}/{serviceId}: how many of a service already in the cart. */
export const cartQuantityBodySchema = z.object({ quantity: quantitySchema });
