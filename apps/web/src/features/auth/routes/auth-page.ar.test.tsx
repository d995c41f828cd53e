import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { renderWithApp, stubApi } from '@/test/render';
import { AccountButton } from '../components/account-button';
import { AuthPage } from './auth-page';

afterEach(() => {
  vi.unstubAllGlobals();
  applyLocaleToDocument('en');
});

describe('AuthPage in Arabic', () => {
  it('speaks Arabic; the phone and the four code boxes read left to right', async () => {
    const stub = stubApi({
      csrf: { body: { code: 200, message: 'OK', results: { token: 't' } } },
      send_otp: { body: { code: 200, message: 'OK', results: { token: 'challenge-token' } } },
    });
    vi.stubGlobal('fetch', vi.fn(stub.fetchStub));
    renderWithApp(<AuthPage />, { path: '/auth', locale: 'ar' });

    expect(screen.getByRole('heading', { name: 'أهلاً بعودتك' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مستخدم جديد؟ إنشاء حساب' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'رقم الهاتف' }));
    const phone = screen.getByLabelText('رقم الهاتف');
    // +965 then the number, left to right, as the number is written.
    const group = phone.parentElement!;
    expect(group).toHaveAttribute('dir', 'ltr');
    expect(group.firstElementChild).toHaveTextContent('+965');
    expect(group.lastElementChild).toBe(phone);

    await userEvent.type(phone, '51234567');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    expect(await screen.findByRole('heading', { name: 'التحقق من الرمز' })).toBeInTheDocument();
    expect(screen.getByText('أدخل رمز التحقق المكوّن من 4 أرقام المرسل إلى هاتفك')).toBeInTheDocument();
    const legend = screen.getByText('+965 5123 4567');
    expect(legend).toHaveAttribute('dir', 'ltr');
    expect(legend.parentElement).toHaveTextContent('أرسلنا الرمز إلى +965 5123 4567');

    const boxes = [1, 2, 3, 4].map((index) => screen.getByLabelText(`الرقم ${index} من 4`) as HTMLInputElement);
    expect(boxes[0]!.parentElement).toHaveAttribute('dir', 'ltr');
    expect([...boxes[0]!.parentElement!.children]).toEqual(boxes);
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    await userEvent.keyboard('12');
    expect(boxes.map((box) => box.value)).toEqual(['1', '2', '', '']);
    // The boxes run left to right, so the left arrow goes back to the box before.
    await userEvent.keyboard('{ArrowLeft}');
    expect(boxes[1]).toHaveFocus();
    expect(screen.getByRole('button', { name: 'تأكيد الرمز' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول بالبريد الإلكتروني' })).toBeInTheDocument();
  });

  it("shows the sign-up form's Arabic labels", async () => {
    renderWithApp(<AuthPage />, { path: '/auth', locale: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'مستخدم جديد؟ إنشاء حساب' }));
    expect(await screen.findByRole('heading', { name: 'إنشاء حساب' })).toBeInTheDocument();
    for (const label of ['الاسم', 'البريد الإلكتروني', 'كلمة المرور', 'تأكيد كلمة المرور', 'رقم الهاتف']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('رفع صورة الملف الشخصي')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'لا توجد صورة شخصية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'لديك حساب؟ تسجيل الدخول' })).toBeInTheDocument();
  });

  it("opens the account menu at the page's start side", async () => {
    localStorage.setItem(
      'entry',
      JSON.stringify({ _id: 'u1', name: 'Asha', email: 'a@example.com', country_code: '+91', phone: '9876543210' }),
    );
    renderWithApp(<AccountButton />, { locale: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'حسابي' }));
    // The menu's items come in a chunk of their own, with the API client.
    const menu = await screen.findByRole('menu', { name: 'حسابي' });
    expect(menu).toHaveClass('end-0');
    expect(within(menu).getByRole('menuitem', { name: 'الملف الشخصي' })).toHaveClass('text-start');
    expect(within(menu).getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeInTheDocument();
  });
});
