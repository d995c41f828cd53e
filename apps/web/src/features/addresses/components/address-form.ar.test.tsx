import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { renderWithApp } from '@/test/render';
import { AddressFormFields } from './address-form';

afterEach(() => applyLocaleToDocument('en'));

const addressForm = (
  <AddressFormFields
    onSubmit={async () => {}}
    submitLabel="Save"
    submittingLabel="..."
    secondaryLabel="Back"
    onSecondary={() => {}}
  />
);

describe('the address form’s schema messages', () => {
  it('says the address form’s messages in Arabic, and in English word for word', async () => {
    const { unmount } = renderWithApp(addressForm, { locale: 'ar' });
    await userEvent.click(screen.getByLabelText('أقرب معلم'));
    await userEvent.paste('x'.repeat(151));
    await userEvent.type(screen.getByLabelText('رقم الهاتف'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('يُرجى اختيار نوع العنوان.')).toBeInTheDocument();
    expect(screen.getByText('العنوان مطلوب.')).toBeInTheDocument();
    expect(screen.getByText('الحد الأقصى 150 حرف')).toBeInTheDocument();
    expect(screen.getByText('أدخل رقم هاتف محمول صحيحاً.')).toBeInTheDocument();
    unmount();

    renderWithApp(addressForm);
    await userEvent.click(screen.getByLabelText('Landmark'));
    await userEvent.paste('x'.repeat(151));
    await userEvent.type(screen.getByLabelText('Phone Number'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select address type.')).toBeInTheDocument();
    expect(screen.getByText('Address is required.')).toBeInTheDocument();
    expect(screen.getByText('At most 150 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid mobile number.')).toBeInTheDocument();
  });
});
