import { describe, expect, it } from 'vitest';
import { registerPayloadSchema, sendOtpPayloadSchema } from './schemas/auth';
import { addressFormSchema } from './schemas/address';
import { cleanPhone, formatPhone, parseMobile, phoneSearchDigits } from './phones';
import { say } from './test/say';

describe('parseMobile', () => {
  it('reads a Kuwaiti mobile typed in any usual way as E.164 split into code and national number', () => {
    const kuwaiti = { e164: '+96551234567', country_code: '+965', phone: '51234567' };
    for (const typed of ['51234567', '5123 4567', '5123-4567', '٥١٢٣٤٥٦٧', '+965 5123 4567', '0096551234567']) {
      expect(parseMobile(typed, '+965')).toEqual(kuwaiti);
    }
    expect(parseMobile('51234567')).toEqual(kuwaiti);
  });

  it('checks each country by its own rules, and only mobiles', () => {
    expect(parseMobile('1234567', '+965')).toBeUndefined();
    expect(parseMobile('22212345', '+965')).toBeUndefined(); // a Kuwaiti landline
    expect(parseMobile('9876543210', '+91')?.e164).toBe('+919876543210');
    expect(parseMobile('0501234567', '+971')).toEqual({
      e164: '+971501234567',
      country_code: '+971',
      phone: '501234567',
    });
    expect(parseMobile('01012345678', '+20')?.phone).toBe('1012345678');
    expect(parseMobile('51234567', '+91')).toBeUndefined();
    expect(parseMobile('51234567', 'KW')).toBeUndefined();
  });

  it('lets an international number name its own country', () => {
    expect(parseMobile('+919876543210', '+965')?.country_code).toBe('+91');
  });
});

describe('formatPhone and search digits', () => {
  it('writes Kuwaiti numbers as two fours and others in their international format', () => {
    expect(formatPhone('+965', '51234567')).toBe('+965 5123 4567');
    expect(formatPhone('+91', '9876543210')).toBe('+91 98765 43210');
    expect(formatPhone('', '')).toBe('');
  });

  it('cleans what people paste', () => {
    expect(cleanPhone('\u200e+965 (5123) 4567')).toBe('+96551234567');
    expect(phoneSearchDigits('+965 5123 4567')).toBe('96551234567');
    expect(phoneSearchDigits('Amal')).toBeUndefined();
  });
});

describe('the phone schemas', () => {
  const account = { name: 'Amal', email: 'amal@example.com', password: 'secret-pass', userImage: '' };
  const firstError = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
    const issue = result.error?.issues[0];
    return issue && { path: issue.path.join('.'), message: say(issue.message) };
  };

  it('takes a Kuwaiti number with +965, and +965 when no country is sent', () => {
    expect(registerPayloadSchema.parse({ ...account, country_code: '+965', phone: '5123 4567' })).toMatchObject({
      country_code: '+965',
      phone: '51234567',
    });
    expect(sendOtpPayloadSchema.parse({ phone: '51234567' }).country_code).toBe('+965');
  });

  it('refuses a number that is not a mobile of its country, naming the phone with one message', () => {
    const refused = registerPayloadSchema.safeParse({ ...account, country_code: '+965', phone: '1234567' });
    expect(refused.error?.issues).toHaveLength(1);
    expect(firstError(refused)).toEqual({ path: 'phone', message: 'Enter a valid mobile number.' });
    expect(firstError(sendOtpPayloadSchema.safeParse({ country_code: '+91', phone: '51234567' }))?.path).toBe('phone');
    expect(firstError(sendOtpPayloadSchema.safeParse({ country_code: '+965', phone: '+96522212345' }))?.path).toBe(
      'phone',
    );
  });

  it('keeps an old +91 account valid', () => {
    expect(sendOtpPayloadSchema.parse({ country_code: '+91', phone: '9876543210' }).phone).toBe('9876543210');
  });

  it('checks the address contact phone as Kuwaiti unless it names its own country', () => {
    const address = { addressType: 'Home', area: 'salmiya', block: '2', street: '3', house: '4', landmark: 'Mosque' };
    expect(addressFormSchema.safeParse({ ...address, phoneNo: '51234567' }).success).toBe(true);
    expect(addressFormSchema.safeParse({ ...address, phoneNo: '+919876543210' }).success).toBe(true);
    expect(firstError(addressFormSchema.safeParse({ ...address, phoneNo: '9876543210' }))).toEqual({
      path: 'phoneNo',
      message: 'Enter a valid mobile number.',
    });
  });
});
