import { screen, waitFor, within } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocaleToDocument, rememberLocale } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/locale-context';
import { renderWithApp } from '@/test/render';
import { AboutPage } from './about-page';
import { FaqOrdersPage } from './faq-orders-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { SupportPage } from './support-page';
import { TermsPage } from './terms-page';

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

describe('legal pages in Arabic', () => {
  afterEach(backToEnglish);

  it('the privacy policy: Arabic title, date, section menu and Contact Us, with the phone and email left to right', async () => {
    await renderInArabic(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    expect(screen.getByText('آخر تحديث: 18 أبريل 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الأقسام' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'الأقسام' });
    expect(within(menu).getByRole('link', { name: '4. الإعلانات والتسويق' })).toHaveAttribute('href', '#advertising');
    expect(within(menu).getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '#contact-us');
    expect(screen.getByRole('heading', { level: 2, name: 'تواصل معنا' })).toBeInTheDocument();
    expect(screen.getByText(/خلال 48 ساعة من اكتشافه/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+965 2220 0000' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: '+965 5000 0000' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/شرق، مدينة الكويت، الكويت/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@khidma.example' })).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByText(/Privacy|Contact Us|Sections/)).not.toBeInTheDocument();
  });

  it('the terms keep the liability cap and the notice period', async () => {
    await renderInArabic(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeInTheDocument();
    expect(screen.getByText('آخر تحديث: 17 مايو 2025')).toBeInTheDocument();
    expect(screen.getByText(/100 دينار كويتي/)).toBeInTheDocument();
    expect(screen.getByText(/بإشعار مسبق مدته 30 يوماً/)).toBeInTheDocument();
  });

  it('the help pages: About links to the partner form, Support has Contact Us, questions open', async () => {
    const about = await renderInArabic(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'عن «خدمة»' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'انضم كشريك' })).toHaveAttribute('href', '/registerpartner');
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
    about.unmount();

    const support = await renderInArabic(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'الدعم' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'تواصل معنا' })).toBeInTheDocument();
    support.unmount();

    await renderInArabic(<FaqOrdersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'أسئلة عن الطلبات' })).toBeInTheDocument();
    expect(screen.getByText('ما طرق الدفع المتاحة؟')).toBeInTheDocument();
    expect(screen.getByText(/الدفع بعد الزيارة/)).toBeInTheDocument();
  });
});
