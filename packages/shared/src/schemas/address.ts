import { z } from 'zod';
import { ADDRESS_TYPES, PHONE_DIGITS } from '../constants';
import { phoneNumber, requiredText, text } from './fields';

/** The address form of spec §5, with its messages; the form and the routes (create, update) share it. */
export const addressFormSchema = z.object({
  addressType: z.enum(ADDRESS_TYPES, { error: 'Please select address type.' }),
  flatNo: requiredText('Flat No', 100),
  address: requiredText('Address', 300, 'Address is required.'),
  landmark: requiredText('Landmark', 150),
  pincode: requiredText('Pincode', 20),
  phoneNo: phoneNumber(`Enter a valid ${PHONE_DIGITS}-digit phone number.`, 'Phone Number is required'),
  area: text('Area').max(150, 'At most 150 characters').optional(),
});
export type AddressForm = z.infer<typeof addressFormSchema>;

/** A selected map position: needed before saving (spec §5). */
export const positionSchema = z.object({
  latitude: z.number({ error: 'Please select a location on the map.' }).min(-90).max(90),
  longitude: z.number({ error: 'Please select a location on the map.' }).min(-180).max(180),
});

/** POST myaddress/{userId}: the form fields plus the map position. */
export const addressCreateSchema = addressFormSchema.extend(positionSchema.shape);
export type AddressCreate = z.infer<typeof addressCreateSchema>;

/** PUT myaddress/{addressId}: the inline edit sends the form fields; a new position is optional. */
export const addressUpdateSchema = addressFormSchema.extend(positionSchema.partial().shape);
export type AddressUpdate = z.infer<typeof addressUpdateSchema>;

/** An address as the API returns it (spec §3). */
export const addressSchema = z.object({
  _id: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  flatNo: z.string(),
  address: z.string(),
  landmark: z.string(),
  pincode: z.string(),
  phoneNo: z.string(),
  area: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Address = z.infer<typeof addressSchema>;
