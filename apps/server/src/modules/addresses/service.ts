import { and, asc, eq } from 'drizzle-orm';
import {
  addressSnapshotSchema,
  type Address,
  type AddressCreate,
  type AddressSnapshot,
  type AddressUpdate,
} from '@khidma/shared/schemas/address';
import { isInKuwait } from '@khidma/shared/kuwait-boundary';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { lockUser } from '../../db/user-lock';
import { badRequest, conflict, forbidden, notFound } from '../../errors';

/** More saved addresses than this is not a customer's address book. */
export const MAX_ADDRESSES = 50;

const addressColumns = {
  _id: addresses.id,
  addressType: addresses.addressType,
  governorate: addresses.governorate,
  area: addresses.area,
  block: addresses.block,
  street: addresses.street,
  avenue: addresses.avenue,
  house: addresses.house,
  floor: addresses.floor,
  apartment: addresses.apartment,
  landmark: addresses.landmark,
  phoneNo: addresses.phoneNo,
  country_code: addresses.countryCode,
  flatNo: addresses.flatNo,
  address: addresses.address,
  pincode: addresses.pincode,
  latitude: addresses.latitude,
  longitude: addresses.longitude,
};

/**
 * The row to store: the spec's `address` line, when a client leaves it out, is written from Kuwait's fields in
 * English ("Block 4, Street 21, House 7"), so a client that shows only the spec's fields still shows the address.
 */
function toRow<T extends AddressCreate | AddressUpdate>(input: T) {
  const { country_code, ...fields } = input;
  const line = [
    `Block ${input.block}`,
    input.street && `Street ${input.street}`,
    input.avenue && `Avenue ${input.avenue}`,
    `House ${input.house}`,
  ];
  return {
    ...fields,
    countryCode: country_code ?? '',
    address: input.address || line.filter(Boolean).join(', '),
  };
}

/** What an order keeps of its address: every field but its id (and its owner). */
export function addressSnapshot(address: Address): AddressSnapshot {
  const { _id: id, ...fields } = address;
  void id;
  return addressSnapshotSchema.parse(fields);
}

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
      .values({ ...toRow(input), userId })
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
  const stored = await ownedAddress(db, userId, addressId);
  if ((input.latitude === undefined) !== (input.longitude === undefined)) {
    const latitude = input.latitude ?? stored.latitude;
    const longitude = input.longitude ?? stored.longitude;
    if (!isInKuwait(latitude, longitude)) {
      throw badRequest('validation.position.outsideKuwait', { latitude: 'validation.position.outsideKuwait' });
    }
  }
  const [row] = await db
    .update(addresses)
    .set(toRow(input))
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
