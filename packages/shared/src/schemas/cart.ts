import { z } from 'zod';
import { kdToFils } from '../money';
import { idSchema } from '../api';
import { serviceSchema } from './catalog';

/** How many of one service a line holds (AC units, rooms): price and the visit's length scale with it. */
export const LINE_QUANTITY_MAX = 10;
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

/** More than this many lines in one cart is a mistake or abuse, not a booking. */
export const CART_MAX_ITEMS = 30;

/** A line's cost in fils: its unit price (KD) times how many, as the server prices an order's line. */
export const lineFils = (line: { Price: number; quantity: number }) => kdToFils(line.Price) * line.quantity;
