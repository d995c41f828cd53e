import { screen, within } from '@testing-library/react';
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
    await userEvent.click(screen.getByLabelText('الإرشادات (اختياري)'));
    await userEvent.paste('x'.repeat(301));
    await userEvent.type(screen.getByLabelText('رقم الهاتف'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('يُرجى اختيار نوع العنوان.')).toBeInTheDocument();
    expect(screen.getByText('المنطقة مطلوبة')).toBeInTheDocument();
    expect(screen.getByText('القطعة مطلوبة')).toBeInTheDocument();
    expect(screen.getByText('الشارع مطلوب')).toBeInTheDocument();
    expect(screen.getByText('المنزل أو المبنى مطلوب')).toBeInTheDocument();
    expect(screen.getByText('الحد الأقصى 300 حرف')).toBeInTheDocument();
    expect(screen.getByText('أدخل رقم هاتف محمول صحيحاً.')).toBeInTheDocument();
    // The areas are listed under their governorates, in Arabic.
    const area = screen.getByLabelText('المنطقة');
    expect(within(area).getByRole('group', { name: 'حولي' })).toContainElement(
      within(area).getByRole('option', { name: 'السالمية' }),
    );
    unmount();

    renderWithApp(addressForm);
    await userEvent.selectOptions(screen.getByLabelText('Area'), 'Salmiya');
    await userEvent.type(screen.getByLabelText('Phone Number'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select address type.')).toBeInTheDocument();
    expect(screen.queryByText('Area is required')).not.toBeInTheDocument();
    expect(screen.getByText('Block is required')).toBeInTheDocument();
    expect(screen.getByText('Street is required')).toBeInTheDocument();
    expect(screen.getByText('House or building is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid mobile number.')).toBeInTheDocument();
  });
});
