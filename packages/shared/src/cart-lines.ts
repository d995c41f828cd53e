import { kdToFils } from './money';

/**
 * A cart's and an order's lines without their schemas (schemas/cart.ts): the catalogue pages show the cart and its
 * total, and must not load zod to do it.
 */

/** How many of one service a line holds (AC units, rooms): price and the visit's length scale with it. */
export const LINE_QUANTITY_MAX = 10;

/** More than this many lines in one cart is a mistake or abuse, not a booking. */
export const CART_MAX_ITEMS = 30;

/** A line's cost in fils: its unit price (KD) times how many, as the server prices an order's line. */
export const lineFils = (line: { Price: number; quantity: number }) => kdToFils(line.Price) * line.quantity;
