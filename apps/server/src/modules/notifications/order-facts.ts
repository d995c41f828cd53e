import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookingLines, bookings, servicePartners, type AddressSnapshot } from '../../db/schema';

/** What a message about an order says of it, read when the message is sent (so it tells the order as it is). */
export type OrderFacts = {
  id: string;
  ordId: string;
  userId: string;
  ordStatus: string;
  paymentType: number;
  paymentStatus: string;
  totalFils: number;
  /** What a promo code took off the lines (totalFils is after it). */
  discountFils: number;
  lateChangeFeeFils: number;
  slotStart: Date | null;
  slotEnd: Date | null;
  address: AddressSnapshot;
  lines: Array<{ name: string; nameAr: string; priceFils: number }>;
  partner: { id: string; name: string; userId: string | null } | null;
  orderedDate: Date;
};

export async function orderFacts(db: Tx, bookingId: string): Promise<OrderFacts | null> {
  const [row] = await db
    .select({
      id: bookings.id,
      ordId: bookings.ordId,
      userId: bookings.userId,
      ordStatus: bookings.ordStatus,
      paymentType: bookings.paymentType,
      paymentStatus: bookings.paymentStatus,
      totalFils: bookings.totalFils,
      discountFils: bookings.discountFils,
      lateChangeFeeFils: bookings.lateChangeFeeFils,
      slotStart: bookings.slotStart,
      slotEnd: bookings.slotEnd,
      address: bookings.addressSnapshot,
      orderedDate: bookings.orderedDate,
      partnerId: servicePartners.id,
      partnerName: servicePartners.name,
      partnerUserId: servicePartners.userId,
    })
    .from(bookings)
    .leftJoin(servicePartners, eq(servicePartners.id, bookings.servicePartnerId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const lines = await db
    .select({ snapshot: bookingLines.serviceSnapshot, priceFils: bookingLines.priceFils })
    .from(bookingLines)
    .where(eq(bookingLines.bookingId, bookingId))
    .orderBy(asc(bookingLines.position));
  const { partnerId, partnerName, partnerUserId, ...order } = row;
  return {
    ...order,
    lines: lines.map(({ snapshot, priceFils }) => ({
      name: snapshot.ServiceName,
      nameAr: snapshot.ServiceNameAr ?? snapshot.ServiceName,
      priceFils,
    })),
    partner: partnerId ? { id: partnerId, name: partnerName ?? '', userId: partnerUserId } : null,
  };
}

/** The address on one line, for a message: flat, address, area. */
export function addressLine(address: AddressSnapshot): string {
  return [address.flatNo, address.address, address.area].filter(Boolean).join(', ');
}
