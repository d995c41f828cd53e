import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { idSchema } from './api';
import { isSharedMessageKey, readMessage, withValues } from './message-keys';
import ar from './messages/ar.json';
import en from './messages/en.json';
import { addressCreateSchema } from './schemas/address';
import {
  AUTH_MESSAGES,
  emailLoginSchema,
  otpFormSchema,
  passwordFormSchema,
  phoneLoginFormSchema,
  profileFormSchema,
  registerPayloadSchema,
  signUpFormSchema,
} from './schemas/auth';
import { searchQuerySchema } from './schemas/catalog';
import { orderCreateSchema, ratingInputSchema, reviewInputSchema } from './schemas/order';
import { PARTNER_MESSAGES, partnerApplicationSchema } from './schemas/partner';
import { paymentReturnSchema } from './schemas/payment';
import { newAdminSchema } from './schemas/operations';
import { say } from './test/say';

const NUL = 'a\u0000b';
const long = (length: number) => 'x'.repeat(length);

/** Each schema with inputs that break every rule it has a message for. */
const refusals: Array<[string, z.ZodType, unknown[]]> = [
  [
    'signUpFormSchema',
    signUpFormSchema,
    [
      {},
      { profileImage: NUL, name: NUL, email: NUL, password: '1', confirmPassword: '2', phone: '12' },
      {
        profileImage: long(501),
        name: long(101),
        email: 'not-an-email',
        password: long(129),
        confirmPassword: '',
        phone: '',
      },
    ],
  ],
  ['emailLoginSchema', emailLoginSchema, [{}, { email: '', password: '' }, { email: NUL, password: long(129) }]],
  ['phoneLoginFormSchema', phoneLoginFormSchema, [{}, { phone: '12' }]],
  ['otpFormSchema', otpFormSchema, [{}, { otp: '12' }]],
  ['profileFormSchema', profileFormSchema, [{}, { name: '', email: '', userImage: NUL }]],
  [
    'passwordFormSchema',
    passwordFormSchema,
    [{ email: 'a@b.c' }, { email: 'a@b.c', password: '1', confirmPassword: '2' }],
  ],
  ['registerPayloadSchema', registerPayloadSchema, [{ country_code: '91' }, { country_code: 91 }]],
  [
    'partnerApplicationSchema',
    partnerApplicationSchema,
    [
      { contact_details: {}, skill_details: {}, address_details: {}, payment_details: {} },
      {
        contact_details: {
          Name: NUL,
          Gender: 'X',
          country_code: '91',
          Number: 'x',
          Email: 'x',
          password: '1',
          Photo: NUL,
          IdProof: long(501),
        },
        skill_details: {
          SrvCategoryId: 'x',
          SrvCategoryName: NUL,
          SrvSubCategoryId: '',
          SrvSubCategoryName: NUL,
          workHoursStart: '9',
          workHoursEnd: '',
          skillCertificate: '',
        },
        address_details: { flatNo: NUL, Area: NUL, City: NUL, State: NUL, pincode: 'x', latitude: 0, longitude: 0 },
        payment_details: { BankName: NUL, AcNumber: 'x', IfscCode: long(21), BranchName: NUL },
      },
    ],
  ],
  [
    'addressCreateSchema',
    addressCreateSchema,
    [
      {},
      {
        addressType: 'X',
        governorate: 'X',
        area: 'Bengaluru',
        block: NUL,
        street: NUL,
        avenue: NUL,
        house: NUL,
        floor: NUL,
        apartment: NUL,
        flatNo: NUL,
        address: NUL,
        landmark: NUL,
        pincode: NUL,
        phoneNo: '1',
        country_code: '965',
      },
      {
        addressType: 'Home',
        governorate: 'ahmadi',
        area: 'salmiya',
        block: long(21),
        street: long(101),
        avenue: long(101),
        house: long(51),
        floor: long(21),
        apartment: long(21),
        flatNo: long(101),
        address: long(301),
        landmark: long(301),
        pincode: long(21),
        phoneNo: '',
        latitude: 20.59,
        longitude: 78.97,
      },
      { addressType: 'Home', area: NUL, block: '', street: '', house: '', phoneNo: '9876543210', latitude: 29.3 },
    ],
  ],
  ['searchQuerySchema', searchQuerySchema, [{ searchTerm: NUL }, { searchTerm: long(101) }]],
  [
    'orderCreateSchema',
    orderCreateSchema,
    [
      { services_json: [] },
      {
        userId: 'x',
        addressId: 'x',
        paymentType: 9,
        totalPrice: 1,
        services_json: [
          {
            serviceId: 'x',
            servicePrice: 1,
            serviceName: NUL,
            srvCategoryId: NUL,
            srvCategoryName: NUL,
            srvSubCategoryId: NUL,
            srvSubCategoryName: NUL,
          },
        ],
        payment_status: NUL,
      },
    ],
  ],
  [
    'ratingInputSchema',
    ratingInputSchema,
    [{ userId: 'x', ordId: '', rating: 0 }, { ordId: NUL }, { ordId: long(41), rating: 6 }],
  ],
  ['reviewInputSchema', reviewInputSchema, [{ review: '' }, { review: NUL }, { review: long(2001) }]],
  ['paymentReturnSchema', paymentReturnSchema, [{ track_id: 'a b' }]],
  ['idSchema', idSchema, ['x']],
];

/**
 * zod's own words, where a schema names no message: a payload-only field of the wrong type, a map position out of
 * range. No form shows them; the server passes them through (docs/decisions/...-shared-messages-are-keys...).
 */
const zodsOwn = (issue: z.core.$ZodIssue) => /^(Invalid input|Too small|Too big)/.test(issue.message);

describe('shared schema messages', () => {
  it.each(refusals)('%s refuses with keys of the shared catalogue only', (_name, schema, inputs) => {
    const messages = inputs.flatMap((input) => schema.safeParse(input).error?.issues ?? []).filter((i) => !zodsOwn(i));
    expect(messages.length).toBeGreaterThan(0);
    for (const issue of messages) {
      expect(readMessage(issue.message), `${issue.path.join('.')}: ${issue.message}`).toBeDefined();
    }
  });

  it('keeps the English of spec §5 and §8 word for word, constants and values filled in', () => {
    const english = (input: unknown, schema: z.ZodType) =>
      schema.safeParse(input).error?.issues.map((i) => say(i.message));
    expect(english({ otp: '1' }, otpFormSchema)).toEqual(['Enter the 4-digit code']);
    const proof = { currentPassword: 'old', otp: '', useCode: false };
    expect(english({ email: 'a@b.c', password: '12', confirmPassword: '12', ...proof }, passwordFormSchema)).toEqual([
      'Password must be at least 6 characters',
    ]);
    expect(
      english(
        { ...proof, email: 'a@b.c', password: '1234567', confirmPassword: '1234567', currentPassword: '' },
        passwordFormSchema,
      ),
    ).toEqual(['Enter your current password']);
    expect(english({ name: 'A', email: 'a@example.com', password: '1234567' }, newAdminSchema)).toEqual([
      'Password must be at least 8 characters',
    ]);
    expect(english({ searchTerm: long(101) }, searchQuerySchema)).toEqual([
      'The search term must be at most 100 characters.',
    ]);
    expect(english({ name: long(101), email: 'a@b.co' }, profileFormSchema)).toEqual(['At most 100 characters']);
    expect(say(AUTH_MESSAGES.codeSent)).toBe('We sent a 4-digit code to your phone.');
    expect(say(PARTNER_MESSAGES.alreadyApplied)).toBe('An application with this email or phone number already exists.');
    expect(say('validation.rating.range')).toBe('Choose 1 to 5 stars.');
    expect(say('validation.phoneNo.invalid')).toBe('Enter a valid mobile number.');
  });

  it('says them in Arabic too', () => {
    expect(say('validation.name.controlCharacters', 'ar')).toBe('يجب ألا يحتوي حقل «الاسم» على رموز تحكم');
    expect(say(withValues('validation.atMost', { max: 150 }), 'ar')).toBe('الحد الأقصى 150 حرف');
    expect(say(AUTH_MESSAGES.enterCode, 'ar')).toBe('أدخل الرمز المكوّن من 4 أرقام');
  });

  it('names every AUTH_MESSAGES and PARTNER_MESSAGES text by its key', () => {
    for (const key of [...Object.values(AUTH_MESSAGES), ...Object.values(PARTNER_MESSAGES)]) {
      expect(isSharedMessageKey(key), key).toBe(true);
    }
  });

  it('has Arabic for every English message, and nothing more', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('reads a key with its own values, and leaves any other text alone', () => {
    expect(readMessage('validation.atMost?max=20')?.values).toMatchObject({ max: 20, PHONE_DIGITS: 15 });
    expect(readMessage('Phone number is required')).toBeUndefined();
    expect(readMessage('What? validation.atMost')).toBeUndefined();
  });
});
