import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { renderWithApp, stubApi } from '@/test/render';
import { AccountPage } from './account-page';

const user = {
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  country_code: '+91',
  phone: '9876543210',
  userImage: '',
  role: 'customer' as const,
};

afterEach(() => {
  vi.unstubAllGlobals();
  applyLocaleToDocument('en');
});

/** The account page at /account/{tab}, in Arabic, for a stored user. */
function renderInArabic(tab: string) {
  localStorage.setItem('entry', JSON.stringify(user));
  return renderWithApp(
    <Routes>
      <Route path="/account/:tab" element={<AccountPage />} />
    </Routes>,
    { path: `/account/${tab}`, locale: 'ar' },
  );
}

describe('AccountPage in Arabic', () => {
  it('names the tabs and the profile in Arabic; the email and phone stay left to right', async () => {
    renderInArabic('details');
    expect(screen.getByRole('heading', { level: 1, name: 'بيانات الحساب' })).toBeInTheDocument();
    const dashboard = screen.getByRole('navigation', { name: 'لوحة الحساب' });
    for (const tab of ['بيانات الحساب', 'سجل الطلبات', 'العناوين المحفوظة']) {
      expect(within(dashboard).getByRole('link', { name: tab })).toBeInTheDocument();
    }
    expect(within(dashboard).getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'قائمة الحساب' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'إعدادات الملف الشخصي' })).toBeInTheDocument();
    expect(screen.getByLabelText('الاسم الكامل')).toHaveValue('Asha');
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
    const phone = screen.getByLabelText('رقم الهاتف');
    expect(phone).toHaveValue('+91 98765 43210');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('لا يمكن تغيير رقم الهاتف.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'تعديل' }));
    expect(screen.getByRole('button', { name: 'حفظ التغييرات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    expect(screen.getByText('رفع صورة شخصية')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }));
    const dialog = screen.getByRole('dialog', { name: 'تغيير كلمة المرور' });
    expect(within(dialog).getByLabelText('البريد الإلكتروني')).toHaveValue('asha@example.com');
    expect(within(dialog).getByLabelText('كلمة المرور الجديدة')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('تأكيد كلمة المرور')).toBeInTheDocument();
  });

  it("opens the 'My Account' drawer in Arabic", async () => {
    const { fetchStub } = stubApi({ 'myaddresslist/u1': { body: { code: 200, message: 'OK', results: [] } } });
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    renderInArabic('address');
    expect(screen.getByRole('heading', { level: 1, name: 'العناوين المحفوظة' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'قائمة الحساب' }));
    const drawer = screen.getByRole('dialog', { name: 'حسابي' });
    expect(within(drawer).getByRole('navigation', { name: 'حسابي' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'العناوين المحفوظة' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('لا توجد عناوين محفوظة.')).toBeInTheDocument();
  });
});
