import { z } from 'zod';
import { ADDRESS_TYPES } from '../constants';
import { atMost, phoneInCountry, phoneNumber, requiredText, text } from './fields';

/** The address form of spec §5, with its messages; the form and the routes (create, update) share it. */
export const addressFormSchema = z
  .object({
    addressType: z.enum(ADDRESS_TYPES, { error: 'validation.addressType.required' }),
    flatNo: requiredText('flatNo', 100),
    address: requiredText('address', 300),
    landmark: requiredText('landmark', 150),
    pincode: requiredText('pincode', 20),
    phoneNo: phoneNumber('validation.phoneNo.invalid', 'validation.phoneNo.required'),
    area: text('area').max(150, atMost(150)).optional(),
  })
  // phoneNo is a mobile of its country_code's country, Kuwait's when none (fields.ts).
  .refine(...phoneInCountry('phoneNo', 'validation.phoneNo.invalid'));
export type AddressForm = z.infer<typeof addressFormSchema>;

/** A selected map position: needed before saving (spec §5). */
export const positionSchema = z.object({
  latitude: z.number({ error: 'validation.position.required' }).min(-90).max(90),
  longitude: z.number({ error: 'validation.position.required' }).min(-180).max(180),
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
