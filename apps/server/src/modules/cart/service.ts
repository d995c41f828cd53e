import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@khidma/shared/languages';
import { CART_MAX_ITEMS } from '@khidma/shared/cart-lines';
import type { Cart } from '@khidma/shared/schemas/cart';
import type { Db, Tx } from '../../db/client';
import { cartItems, services } from '../../db/schema';
import { lockUser } from '../../db/user-lock';
import { conflict, notFound } from '../../errors';
import { selectServices, toService } from '../catalog/service';

/**
 * The cart lives on the server per user (design §1), so it follows the user to another browser. It keeps only
 * service ids: what it returns is always the catalogue's current version, and a service that left the catalogue
 * leaves the cart, reported once in `removed`. Names are in the reader's language, as the catalogue's.
 */
export async function readCart(db: Db, userId: string, language: Language): Promise<Cart> {
  const rows = await selectServices(db, { quantity: cartItems.quantity })
    .innerJoin(cartItems, eq(cartItems.serviceId, services.id))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(services.id));
  const removed = rows.filter((row) => !row.active);
  await removeServicesFromCart(
    db,
    userId,
    removed.map((row) => row.id),
  );
  return {
    items: rows.filter((row) => row.active).map((row) => ({ ...toService(row, language), quantity: row.quantity })),
    removed: removed.map((row) => ({ _id: row.id, ServiceName: language === 'ar' ? row.nameAr : row.name })),
  };
}

export async function addToCart(db: Db, userId: string, serviceId: string, language: Language): Promise<Cart> {
  const [service] = await db
    .select({ active: services.active })
    .from(services)
    .where(eq(services.id, serviceId))
    .limit(1);
  if (!service?.active) throw notFound('errors.cart.serviceUnavailable');
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const count = await tx.$count(cartItems, eq(cartItems.userId, userId));
    if (count >= CART_MAX_ITEMS) throw conflict('errors.cart.full', undefined, { max: CART_MAX_ITEMS });
    await tx.insert(cartItems).values({ userId, serviceId }).onConflictDoNothing();
  });
  return readCart(db, userId, language);
}

/** How many of a service already in the cart (1 to LINE_QUANTITY_MAX); 404 when it is not in the cart. */
export async function setCartQuantity(
  db: Db,
  userId: string,
  serviceId: string,
  quantity: number,
  language: Language,
): Promise<Cart> {
  const [updated] = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.serviceId, serviceId)))
    .returning({ serviceId: cartItems.serviceId });
  if (!updated) throw notFound('errors.cart.notInCart');
  return readCart(db, userId, language);
}

export async function removeFromCart(db: Db, userId: string, serviceId: string, language: Language): Promise<Cart> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.serviceId, serviceId)));
  return readCart(db, userId, language);
}

/** Takes these services out of the user's cart: services that left the catalogue, or an order's once it is placed. */
export async function removeServicesFromCart(db: Tx, userId: string, serviceIds: string[]) {
  if (!serviceIds.length) return;
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.serviceId, serviceIds)));
}

export async function clearCart(db: Tx, userId: string) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
