import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { COUNTRY_CODE } from '@khidma/shared/constants';
import { phoneInCountry, phoneNumber } from '@khidma/shared/schemas/fields';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { renderWithApp } from '@/test/render';
import { PhoneField, PhoneNumber } from './phone-field';

afterEach(() => applyLocaleToDocument('en'));

const withCountry = z
  .object({ country_code: z.string(), phone: phoneNumber('validation.phone.invalid', 'validation.phone.required') })
  .refine(...phoneInCountry('phone', 'validation.phone.invalid'));
const alone = z
  .object({ phoneNo: phoneNumber('validation.phoneNo.invalid', 'validation.phoneNo.required') })
  .refine(...phoneInCountry('phoneNo', 'validation.phoneNo.invalid'));

function CountryForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useForm({
    resolver: zodResolver(withCountry),
    defaultValues: { country_code: COUNTRY_CODE, phone: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <PhoneField control={form.control} name="phone" countryName="country_code" label="Phone Number" />
      <button type="submit">Save</button>
    </form>
  );
}

function OneFieldForm({ onSubmit, phoneNo = '' }: { onSubmit: (values: unknown) => void; phoneNo?: string }) {
  const form = useForm({ resolver: zodResolver(alone), defaultValues: { phoneNo } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <PhoneField control={form.control} name="phoneNo" label="Phone Number" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('PhoneField', () => {
  it('starts on Kuwait, lists the GCC and home countries, and sends a Kuwaiti number with +965', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<CountryForm onSubmit={onSubmit} />);
    const country = screen.getByRole('combobox', { name: 'Country code' });
    expect(country).toHaveDisplayValue('Kuwait (\u2066+965\u2069)');
    const names = [...(country as HTMLSelectElement).options].map((option) => option.value);
    expect(names.slice(0, 6)).toEqual(['KW', 'SA', 'AE', 'QA', 'BH', 'OM']);
    expect(names).toEqual(expect.arrayContaining(['IN', 'EG', 'PK', 'BD', 'PH', 'LK', 'NP', 'JO', 'SY', 'LB']));

    const number = screen.getByLabelText('Phone Number');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(number).toHaveAccessibleDescription(/For example/);
    await userEvent.type(number, '5123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ country_code: '+965', phone: '51234567' }, expect.anything());
  });

  it('checks the number for the chosen country, with the message under it in English', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<CountryForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Phone Number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(/Enter a valid mobile number\./);
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'IN');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ country_code: '+91', phone: '9876543210' }, expect.anything());
  });

  it('speaks Arabic, and keeps the code and the number left to right', async () => {
    renderWithApp(<CountryForm onSubmit={vi.fn()} />, { locale: 'ar' });
    const country = screen.getByRole('combobox', { name: 'رمز الدولة' });
    expect(country).toHaveDisplayValue('الكويت (\u2066+965\u2069)');
    expect(country.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.type(screen.getByLabelText('Phone Number'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('أدخل رقم هاتف محمول صحيحاً.')).toBeInTheDocument();
  });

  it('keeps the code in the one field of a form without a country field', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<OneFieldForm onSubmit={onSubmit} phoneNo="+919876543210" />);
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('IN');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('9876543210');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'KW');
    await userEvent.clear(screen.getByLabelText('Phone Number'));
    await userEvent.type(screen.getByLabelText('Phone Number'), '٥١٢٣٤٥٦٧');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ phoneNo: '+96551234567' }, expect.anything());
  });

  it('shows a stored number formatted, isolated left to right', () => {
    renderWithApp(
      <p>
        الهاتف <PhoneNumber countryCode="+965" phone="51234567" />
      </p>,
      { locale: 'ar' },
    );
    const number = screen.getByText('+965 5123 4567');
    expect(number.tagName).toBe('BDI');
    expect(number).toHaveAttribute('dir', 'ltr');
  });
});
