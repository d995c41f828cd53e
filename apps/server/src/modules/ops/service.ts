import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@khidma/shared/constants';
import type { Booking } from '@khidma/shared/schemas/order';
import type { Db } from '../../db/client';
import { servicePartners } from '../../db/schema';
import type { ResponseCache } from '../catalog/response-cache';
import { assignPartner, setOrderStatus } from '../orders/service';

export { orderPayments } from '../payments/service';

/** What an operator's change to an order touches: the database, and the catalogue's cache (best sellers). */
export type OperatorContext = { db: Db; catalogCache: ResponseCache };

export async function approvedPartners(db: Db) {
  return db
    .select({ _id: servicePartners.id, name: servicePartners.name, SrvCategoryName: servicePartners.categoryName })
    .from(servicePartners)
    .where(eq(servicePartners.status, 'approved'));
}

/** Assigns a partner and/or moves the order to `ordStatus`; at least one is given (the route checks). */
export async function updateOrder(
  { db, catalogCache }: OperatorContext,
  reference: string,
  { servicePartnerId, ordStatus }: { servicePartnerId?: string; ordStatus?: OrderStatus },
): Promise<Booking> {
  let order = servicePartnerId ? await assignPartner(db, reference, servicePartnerId) : undefined;
  if (ordStatus && order?.ordStatus !== ordStatus) {
    order = await setOrderStatus(db, reference, ordStatus);
    // A completed order counts towards the best sellers.
    if (ordStatus === 'Completed') catalogCache.invalidate();
  }
  return order!;
}
