import { describe, expect, it } from 'vitest';
import { say } from '../test/say';
import { partnerApplicationSchema, type PartnerApplicationInput } from './partner';

const valid: PartnerApplicationInput = {
  contact_details: {
    Name: 'Ravi',
    Gender: 'Other',
    country_code: '+91',
    Number: '9876543210',
    Email: 'ravi@example.com',
    password: 'secret1',
    Photo: '/uploads/ab/ab.webp',
    IdProof: '/uploads/cd/cd.pdf',
    CivilId: '290010112346',
  },
  skill_details: {
    SrvCategoryId: '5a0b6a52-6f7c-4c36-9c1e-2f1d7a3b9e10',
    SrvCategoryName: 'AC Services',
    SrvSubCategoryId: '0d9b6e0f-1c59-4a8e-a3a5-8f3e4b3c2d11',
    SrvSubCategoryName: 'AC Repair',
    workHoursStart: '09:30',
    workHoursEnd: '17:00',
    skillCertificate: '/uploads/ef/ef.pdf',
  },
  address_details: { flatNo: '1', Area: 'A', City: 'C', State: 'S', pincode: '560001', latitude: 1, longitude: 2 },
  payment_details: {
    BankName: 'NBOK',
    Iban: 'KW74NBOK0000000000001000372151',
    AcNumber: '0012345678',
    IfscCode: 'I',
    BranchName: 'Br',
  },
};

function messages(input: unknown): Record<string, string> {
  const result = partnerApplicationSchema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= say(issue.message);
  return found;
}

describe('partner application schema', () => {
  it('accepts a complete application and keeps a leading zero in the account number', () => {
    const parsed = partnerApplicationSchema.parse(valid);
    expect(parsed.payment_details.AcNumber).toBe('0012345678');
  });

  it('gives the required message first, before any format message', () => {
    expect(messages({ ...valid, contact_details: { ...valid.contact_details, Number: '', password: '' } })).toEqual({
      'contact_details.Number': 'Phone number is required',
      'contact_details.password': 'Password is required',
    });
  });

  it('refuses a phone that is not a mobile number of its country', () => {
    const kuwaiti = { ...valid.contact_details, country_code: '+965', Number: '5123 4567' };
    expect(partnerApplicationSchema.parse({ ...valid, contact_details: kuwaiti }).contact_details.Number).toBe(
      '51234567',
    );
    expect(messages({ ...valid, contact_details: { ...kuwaiti, Number: '1234567' } })).toEqual({
      'contact_details.Number': 'Enter a valid mobile number.',
    });
    for (const Number of ['987654321', '98765432101', '98765-4321']) {
      expect(messages({ ...valid, contact_details: { ...valid.contact_details, Number } })).toEqual({
        'contact_details.Number': 'Enter a valid mobile number.',
      });
    }
  });

  it('wants a category and a subcategory chosen, and each an id', () => {
    const skill = (SrvCategoryId: string, SrvSubCategoryId: string) =>
      messages({ ...valid, skill_details: { ...valid.skill_details, SrvCategoryId, SrvSubCategoryId } });
    expect(skill('', '')).toEqual({
      'skill_details.SrvCategoryId': 'Category is required',
      'skill_details.SrvSubCategoryId': 'Subcategory is required',
    });
    expect(skill('c1', "1' or '1'='1")).toEqual({
      'skill_details.SrvCategoryId': 'Invalid id',
      'skill_details.SrvSubCategoryId': 'Invalid id',
    });
  });

  it('refuses a gender outside Male, Female and Other', () => {
    expect(messages({ ...valid, contact_details: { ...valid.contact_details, Gender: 'X' } })).toEqual({
      'contact_details.Gender': 'Gender is required',
    });
  });

  it('wants the work hours to end after they start', () => {
    for (const workHoursEnd of ['09:30', '08:00']) {
      expect(messages({ ...valid, skill_details: { ...valid.skill_details, workHoursEnd } })).toEqual({
        'skill_details.workHoursEnd': 'End time must be after start time',
      });
    }
  });

  it('refuses letters in the account number and the pincode', () => {
    expect(
      messages({
        ...valid,
        address_details: { ...valid.address_details, pincode: '56O001' },
        payment_details: { ...valid.payment_details, AcNumber: '12-34' },
      }),
    ).toEqual({
      'address_details.pincode': 'Pincode must contain only digits',
      'payment_details.AcNumber': 'Account Number must contain only digits',
    });
  });

  it('accepts Number, pincode and AcNumber as the numbers of spec §3, as strings of digits', () => {
    const parsed = partnerApplicationSchema.parse({
      ...valid,
      contact_details: { ...valid.contact_details, Number: 9876543210 },
      address_details: { ...valid.address_details, pincode: 560001 },
      payment_details: { ...valid.payment_details, AcNumber: 918273645501928 },
    });
    expect(parsed.contact_details.Number).toBe('9876543210');
    expect(parsed.address_details.pincode).toBe('560001');
    expect(parsed.payment_details.AcNumber).toBe('918273645501928');
  });

  it('never calls a number missing: a fraction, a negative or an inexact number is not digits', () => {
    expect(
      messages({
        ...valid,
        contact_details: { ...valid.contact_details, Number: 98765.4321 },
        address_details: { ...valid.address_details, pincode: -560001 },
        payment_details: { ...valid.payment_details, AcNumber: 2 ** 60 },
      }),
    ).toEqual({
      'contact_details.Number': 'Enter a valid mobile number.',
      'address_details.pincode': 'Pincode must contain only digits',
      'payment_details.AcNumber': 'Account Number must contain only digits',
    });
    expect(messages({ ...valid, contact_details: { ...valid.contact_details, Number: true } })).toEqual({
      'contact_details.Number': 'Enter a valid mobile number.',
    });
    expect(messages({ ...valid, contact_details: { ...valid.contact_details, Number: undefined } })).toEqual({
      'contact_details.Number': 'Phone number is required',
    });
  });

  it('needs neither State, pincode, IfscCode nor AcNumber (Kuwait), and still takes them', () => {
    const { State: _state, pincode: _pincode, ...address } = valid.address_details;
    const { IfscCode: _ifsc, AcNumber: _account, ...bank } = valid.payment_details;
    expect(messages({ ...valid, address_details: address, payment_details: bank })).toEqual({});
    expect(partnerApplicationSchema.parse(valid).address_details.State).toBe('S');
  });

  it('reads an IBAN as typed and checks its form, its mod-97 and its bank', () => {
    const iban = (Iban: string, BankName = 'NBOK') =>
      messages({ ...valid, payment_details: { ...valid.payment_details, Iban, BankName } });
    expect(iban('kw74 nbok 0000 0000 0000 1000 3721 51')).toEqual({});
    expect(
      partnerApplicationSchema.parse({
        ...valid,
        payment_details: { ...valid.payment_details, Iban: 'kw74 nbok 0000 0000 0000 1000 3721 51' },
      }).payment_details.Iban,
    ).toBe('KW74NBOK0000000000001000372151');
    expect(iban('')).toEqual({ 'payment_details.Iban': 'IBAN is required' });
    expect(iban('GB82WEST12345698765432')).toEqual({
      'payment_details.Iban': 'Enter a Kuwaiti IBAN: KW followed by 28 letters and digits.',
    });
    expect(iban('KW75NBOK0000000000001000372151')).toEqual({
      'payment_details.Iban': 'This IBAN is not valid; check it for a typo.',
    });
    expect(iban('KW81CBKU0000000000001234560101')).toEqual({
      'payment_details.Iban': 'This IBAN is not from a bank in Kuwait.',
    });
    expect(iban('KW74NBOK0000000000001000372151', 'Gulf Bank')).toEqual({
      'payment_details.BankName': 'Your IBAN belongs to another bank.',
    });
    expect(iban('KW74NBOK0000000000001000372151', 'HDFC')).toEqual({
      'payment_details.BankName': 'Choose your bank from the list.',
    });
  });

  it('takes a bank by its code, short name or name in either language', () => {
    for (const BankName of ['NBOK', 'NBK', 'national bank of kuwait', 'بنك الكويت الوطني']) {
      expect(
        partnerApplicationSchema.parse({ ...valid, payment_details: { ...valid.payment_details, BankName } })
          .payment_details.BankName,
      ).toBe('NBOK');
    }
  });

  it('checks the Civil ID: 12 digits and its check digit', () => {
    const civilId = (CivilId: unknown) =>
      messages({ ...valid, contact_details: { ...valid.contact_details, CivilId } });
    expect(civilId('2900 1011 2346')).toEqual({});
    expect(civilId(undefined)).toEqual({ 'contact_details.CivilId': 'Civil ID number is required' });
    for (const bad of ['290010112345', '29001011234', '2900101123461', '190010112346', 'abcdefghijkl']) {
      expect(civilId(bad)).toEqual({ 'contact_details.CivilId': 'Enter a valid 12-digit Civil ID number.' });
    }
  });
});
