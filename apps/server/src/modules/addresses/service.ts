import { and, asc, eq } from 'drizzle-orm';
import type { Address, AddressCreate, AddressUpdate } from '@khidma/shared/schemas/address';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { lockUser } from '../../db/user-lock';
import { conflict, forbidden, notFound } from '../../errors';

/** More saved addresses than this is not a customer's address book. */
export const MAX_ADDRESSES = 50;

const addressColumns = {
  _id: addresses.id,
  addressType: addresses.addressType,
  flatNo: addresses.flatNo,
  address: addresses.address,
  landmark: addresses.landmark,
  pincode: addresses.pincode,
  phoneNo: addresses.phoneNo,
  area: addresses.area,
  latitude: addresses.latitude,
  longitude: addresses.longitude,
};

export function listAddresses(db: Db, userId: string): Promise<Address[]> {
  return db
    .select(addressColumns)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}

export async function addAddress(db: Db, userId: string, input: AddressCreate): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await tx.$count(addresses, eq(addresses.userId, userId));
    if (existing >= MAX_ADDRESSES) throw conflict('errors.addresses.limit', undefined, { max: MAX_ADDRESSES });
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, area: input.area ?? '', userId })
      .returning(addressColumns);
    if (!row) throw new Error('address insert returned nothing');
    return row;
  });
}

/** The address if it is the user's: 404 when it does not exist, 403 when it is someone else's (design §3). */
export async function ownedAddress(db: Db, userId: string, addressId: string) {
  const [row] = await db
    .select({ ...addressColumns, userId: addresses.userId })
    .from(addresses)
    .where(eq(addresses.id, addressId))
    .limit(1);
  if (!row) throw notFound('errors.addresses.notFound');
  if (row.userId !== userId) throw forbidden();
  return row;
}

export async function updateAddress(db: Db, userId: string, addressId: string, input: AddressUpdate): Promise<Address> {
  await ownedAddress(db, userId, addressId);
  const [row] = await db
    .update(addresses)
    .set({ ...input, area: input.area ?? '' })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning(addressColumns);
  if (!row) throw notFound('errors.addresses.notFound');
  return row;
}

/** Orders keep their own snapshot of the address, so deleting it rewrites no history. */
export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<void> {
  await ownedAddress(db, userId, addressId);
  await db.delete(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
}
