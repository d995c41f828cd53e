import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import sharedEnglish from '@khidma/shared/messages/en.json';
import { PARTNER_MESSAGES } from '@khidma/shared/schemas/partner';
import { applyLocaleToDocument, rememberLocale } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/locale-context';
import { renderWithApp, stubApi } from '@/test/render';
import enMessages from '../messages/en.json';
import { RegisterPartnerPage } from './register-partner-page';

const envelope = (results: unknown) => ({ body: { code: 200, message: 'OK', results } });

/**
 * Renders `ui` once the reader has switched the app to Arabic, as the header's switch does (catalogue loaded,
 * `<html lang dir>` set). Local to this file: test/render.tsx is helper A's.
 */
function InArabic({ children }: { children: ReactNode }) {
  const { locale, setLocale } = useLocale();
  useEffect(() => void setLocale('ar'), [setLocale]);
  return locale === 'ar' ? children : null;
}

async function renderInArabic(ui: ReactElement) {
  const rendered = renderWithApp(<InArabic>{ui}</InArabic>);
  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  return rendered;
}

function backToEnglish() {
  rememberLocale('en');
  applyLocaleToDocument('en');
}

function stubGeolocation(answer: 'allow' | 'deny' | 'fail') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'allow') success({ coords: { latitude: 29.3759, longitude: 47.9774 } } as GeolocationPosition);
    else failure?.({ code: answer === 'deny' ? 1 : 2, PERMISSION_DENIED: 1 } as GeolocationPositionError);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
}

describe('RegisterPartnerPage in Arabic', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    backToEnglish();
  });

  it('says the toasts in the words of spec §8 in English', () => {
    expect(enMessages['partner.toast.success']).toBe(sharedEnglish[PARTNER_MESSAGES.success]);
    expect(enMessages['partner.toast.failure']).toBe(sharedEnglish[PARTNER_MESSAGES.failure]);
  });

  it('explains a refused location, and a failed lookup, in Arabic', async () => {
    stubGeolocation('fail');
    await renderInArabic(<RegisterPartnerPage />);
    expect(await screen.findByRole('heading', { name: 'يلزم السماح بالوصول إلى موقعك' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('تعذّر تحديد موقعك.');
    expect(screen.getByRole('button', { name: 'السماح بالوصول إلى الموقع' })).toBeInTheDocument();
    expect(screen.getByText('ارجع إلى هذه الصفحة واضغط «السماح بالوصول إلى الموقع».')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
  });

  it('shows the form in Arabic with phone, codes and account number left to right', async () => {
    stubGeolocation('allow');
    const { fetchStub } = stubApi({
      srv_category_list: envelope([{ _id: 'c1', SrvCategoryName: 'AC Services', Image: '' }]),
    });
    vi.stubGlobal('fetch', fetchStub);
    await renderInArabic(<RegisterPartnerPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'التسجيل كشريك' })).toBeInTheDocument();
    for (const section of ['بيانات التواصل', 'بيانات المهارة', 'بيانات العنوان', 'البيانات البنكية'])
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    // The anchors stay the same in every language.
    expect(screen.getByRole('region', { name: 'بيانات التواصل' })).toHaveAttribute(
      'aria-labelledby',
      'section-contact-details',
    );
    expect(screen.getByRole('complementary')).toHaveTextContent('دعم على مدار الساعة');

    // The values sent stay the schema's; only what is shown is Arabic.
    const gender = screen.getByLabelText('الجنس');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['اختر الجنس', 'ذكر', 'أنثى', 'آخر']);
    await userEvent.selectOptions(gender, 'أنثى');
    expect(gender).toHaveValue('Female');

    for (const label of ['رقم الهاتف', 'البريد الإلكتروني', 'الرقم المدني', 'رقم الآيبان (IBAN)'])
      expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'ltr');
    // Kuwait's banks by their Arabic names; the IBAN's bank is chosen and named as it is typed.
    await userEvent.click(screen.getByLabelText('رقم الآيبان (IBAN)'));
    await userEvent.paste('KW74 NBOK 0000 0000 0000 1000 3721 51');
    expect(screen.getByLabelText('اسم البنك')).toHaveValue('NBOK');
    expect(screen.getByText('البنك: بنك الكويت الوطني')).toBeInTheDocument();
    // No browser "Choose File": the page's own button, in Arabic.
    expect(screen.getAllByText('اختر ملفًا')).toHaveLength(3);
    expect(screen.getAllByText('لم يتم اختيار ملف')).toHaveLength(3);
    expect(screen.getByLabelText('الاسم')).not.toHaveAttribute('dir');
    expect(screen.getByLabelText('رمز الدولة')).toHaveValue('KW');
    expect(screen.getByLabelText('رمز الدولة').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('موقعك: خط العرض \u206629.3759\u2069، خط الطول \u206647.9774\u2069')).toBeInTheDocument();
    expect(screen.getByLabelText('الفئة الفرعية')).toBeDisabled();
    expect(screen.getByRole('option', { name: 'اختر الفئة أولاً' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال الطلب' })).toBeInTheDocument();
    expect(screen.getAllByText('JPEG أو PNG أو WebP أو PDF، بحجم أقصاه 5 ميغابايت')).toHaveLength(2);
  });
});
