import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailLoginForm } from './email-login-form';
import { SignUpForm } from './sign-up-form';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { renderWithApp, stubApi } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  applyLocaleToDocument('en');
});

function withApi(routes: Parameters<typeof stubApi>[0]) {
  const stub = stubApi({ csrf: { body: { code: 200, message: 'OK', results: { token: 't' } } }, ...routes });
  vi.stubGlobal('fetch', vi.fn(stub.fetchStub));
}

describe('schema messages in the reader’s language', () => {
  it('says the sign-up form’s messages in Arabic, constants filled in', async () => {
    withApi({});
    renderWithApp(<SignUpForm />, { locale: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    for (const message of ['الاسم مطلوب', 'البريد الإلكتروني مطلوب', 'كلمة المرور مطلوبة', 'رقم الهاتف مطلوب']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText('كلمة المرور'), 'abc');
    await userEvent.type(screen.getByLabelText('رقم الهاتف'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    expect(await screen.findByText('يجب ألا تقل كلمة المرور عن 6 أحرف')).toBeInTheDocument();
    expect(screen.getByText('أدخل رقم هاتف محمول صحيحاً.')).toBeInTheDocument();
    expect(screen.queryByText(/validation\./)).toBeNull();
  });

  it('titles a refusal in Arabic and shows the server’s own (already translated) message as it is', async () => {
    withApi({
      login_with_email: { status: 401, body: { code: 401, message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' } },
    });
    renderWithApp(<EmailLoginForm />, { locale: 'ar' });
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('كلمة المرور'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'تعذّر تسجيل الدخول! البريد الإلكتروني أو كلمة المرور غير صحيحة.',
      ),
    );
  });
});
