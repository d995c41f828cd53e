import { z } from 'zod';
import { ADDRESS_TYPES } from '../constants';
import { findKuwaitArea, GOVERNORATE_IDS, kuwaitArea } from '../kuwait-areas';
import { isInKuwait } from '../kuwait-boundary';
import { atMost, countryCode, phoneInCountry, phoneNumber, requiredText, text } from './fields';

/** An optional text: trimmed, '' when missing, at most `max`. */
const optionalText = (field: Parameters<typeof text>[0], max: number) =>
  text(field).max(max, atMost(max)).optional().default('');

/**
 * An area of Kuwait, by id ('salmiya'); the spec's clients send it as text, so an English or Arabic name
 * ('Salmiya', 'السالمية') is taken too and stored as its id.
 */
const areaField = text('area', { error: 'validation.area.required' })
  .min(1, 'validation.area.required')
  .pipe(
    z.string().transform((value, context) => {
      const area = findKuwaitArea(value);
      if (area) return area.id;
      context.addIssue({ code: 'custom', message: 'validation.area.unknown', input: value });
      return z.NEVER;
    }),
  );

/**
 * The fields of an address in Kuwait's own form (docs/decisions/2026-11-26-kuwaiti-addresses.md): governorate and
 * area from KUWAIT_AREAS, block, street, avenue, house or building, floor, apartment, directions (the spec's
 * `landmark`) and a contact phone. The spec's `flatNo`, `address` and `pincode` are optional and kept as sent.
 */
const addressFields = z.object({
  addressType: z.enum(ADDRESS_TYPES, { error: 'validation.addressType.required' }),
  /** Optional: the area says it. When sent it must be the area's. */
  governorate: z.enum(GOVERNORATE_IDS, { error: 'validation.governorate.invalid' }).optional(),
  area: areaField.optional(),
  block: optionalText('block', 20),
  street: optionalText('street', 100),
  avenue: optionalText('avenue', 100),
  house: optionalText('house', 50),
  floor: optionalText('floor', 20),
  apartment: optionalText('apartment', 20),
  /** Shown as "Directions". */
  landmark: optionalText('landmark', 300),
  phoneNo: phoneNumber('validation.phoneNo.invalid', 'validation.phoneNo.required'),
  // '' is no country code (an address read back and sent again), as missing is.
  country_code: z.preprocess(
    (value) => (value === '' ? undefined : value),
    countryCode('validation.country_code.invalid').optional(),
  ),
  flatNo: optionalText('flatNo', 100),
  address: optionalText('address', 300),
  pincode: optionalText('pincode', 20),
});

type Fields = { area?: string | undefined; block: string; street: string; house: string; address: string };

/**
 * Area, block, street and house are required ('<Label> is required'), unless the address comes in the spec's form
 * (its `address` line given): a client that speaks only the spec keeps working.
 */
function requireKuwaitFields(value: Fields, context: z.RefinementCtx) {
  if (value.address) return;
  for (const field of ['area', 'block', 'street', 'house'] as const) {
    if (!value[field]) context.addIssue({ code: 'custom', message: `validation.${field}.required`, path: [field] });
  }
}

/** The area's governorate fills a missing one; a different one is a 400 on `governorate`. */
function withGovernorate<T extends { area?: string | undefined; governorate?: string | undefined }>(
  value: T,
  context: z.RefinementCtx,
) {
  const area = value.area ?? '';
  const governorate = kuwaitArea(area)?.governorate ?? '';
  if (value.governorate !== undefined && value.governorate !== governorate) {
    context.addIssue({ code: 'custom', message: 'validation.governorate.mismatch', path: ['governorate'] });
    return z.NEVER;
  }
  return { ...value, area, governorate };
}

/** The address form of the web (no position: the map chose it before). */
export const addressFormSchema = addressFields
  // The form always asks in Kuwait's form: each field says it is missing at once, beside the others.
  .extend({
    area: areaField,
    block: requiredText('block', 20),
    street: requiredText('street', 100),
    house: requiredText('house', 50),
  })
  // phoneNo is a mobile of its country_code's country, Kuwait's when none (fields.ts).
  .refine(...phoneInCountry('phoneNo', 'validation.phoneNo.invalid'))
  .transform(withGovernorate);
export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressForm = z.output<typeof addressFormSchema>;

/** A selected map position: needed before saving (spec §5), and inside Kuwait. */
const position = {
  latitude: z.number({ error: 'validation.position.required' }).min(-90).max(90),
  longitude: z.number({ error: 'validation.position.required' }).min(-180).max(180),
};

/** The pin must fall inside Kuwait's boundary: else a 400 on `latitude`. */
function insideKuwait(
  value: { latitude?: number | undefined; longitude?: number | undefined },
  context: z.RefinementCtx,
) {
  if (value.latitude === undefined || value.longitude === undefined) return;
  if (!isInKuwait(value.latitude, value.longitude)) {
    context.addIssue({ code: 'custom', message: 'validation.position.outsideKuwait', path: ['latitude'] });
  }
}

/** POST myaddress/{userId}: the form fields plus the map position. */
export const addressCreateSchema = addressFields
  .extend(position)
  .superRefine((value, context) => {
    requireKuwaitFields(value, context);
    insideKuwait(value, context);
  })
  .refine(...phoneInCountry('phoneNo', 'validation.phoneNo.invalid'))
  .transform(withGovernorate);
export type AddressCreate = z.output<typeof addressCreateSchema>;

/**
 * PUT myaddress/{addressId}: the inline edit sends the form fields; a new position is optional (the server checks a
 * lone coordinate with the stored other one).
 */
export const addressUpdateSchema = addressFields
  .extend({ latitude: position.latitude.optional(), longitude: position.longitude.optional() })
  .superRefine((value, context) => {
    requireKuwaitFields(value, context);
    insideKuwait(value, context);
  })
  .refine(...phoneInCountry('phoneNo', 'validation.phoneNo.invalid'))
  .transform(withGovernorate);
export type AddressUpdate = z.output<typeof addressUpdateSchema>;

/** An address as the API returns it (spec §3, with Kuwait's fields). */
export const addressSchema = z.object({
  _id: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  governorate: z.string(),
  area: z.string(),
  block: z.string(),
  street: z.string(),
  avenue: z.string(),
  house: z.string(),
  floor: z.string(),
  apartment: z.string(),
  landmark: z.string(),
  phoneNo: z.string(),
  country_code: z.string(),
  flatNo: z.string(),
  address: z.string(),
  pincode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Address = z.infer<typeof addressSchema>;

/** The fields an address gained for Kuwait: an order placed before them has none in its snapshot. */
const KUWAIT_FIELDS = {
  governorate: true,
  block: true,
  street: true,
  avenue: true,
  house: true,
  floor: true,
  apartment: true,
  country_code: true,
} as const;

/** An order's copy of its address (spec §3 ServiceAddress). */
export const addressSnapshotSchema = addressSchema.omit({ _id: true }).partial(KUWAIT_FIELDS);
export type AddressSnapshot = z.infer<typeof addressSnapshotSchema>;

/** GET map_config: where the address map opens, the box it stays in ([[south, west], [north, east]]), its tiles. */
export const mapConfigSchema = z.object({
  center: z.object({ lat: z.number(), lng: z.number() }),
  bounds: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
  tileUrl: z.string(),
  attribution: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
