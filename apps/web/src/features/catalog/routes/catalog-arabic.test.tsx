import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { envelope, makeService } from '@/test/catalog-fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { SignUpBanner } from '../components/sign-up-banner';
import { ServiceDetailPage } from './service-detail-page';
import { ServicesListPage } from './services-list-page';

const current = makeService({
  _id: 'a1',
  ServiceName: 'AC Gas Refill',
  ServiceTime: '1 hr 30 mins',
  DisplayPrice: 24,
  Price: 18,
  overallRating: 4.7,
  reviewscount: 347,
});
const other = makeService({ _id: 'a2', ServiceName: 'AC Water Leakage Fix', reviewscount: 2 });
const third = makeService({ _id: 'a3', ServiceName: 'AC Duct Cleaning', reviewscount: 1 });

describe('the catalogue in Arabic', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyLocaleToDocument('en');
  });

  it('shows a service detail right to left: Arabic labels, plurals, prices in د.ك and mirrored arrows', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'services/a1': envelope(current), 'service_by_sub_category/s1': envelope([current, other]) }).fetchStub,
    );
    renderWithApp(
      <Routes>
        <Route path="/service/:serviceId/:subCategoryId?" element={<ServiceDetailPage />} />
      </Routes>,
      { path: '/service/a1/s1', locale: 'ar' },
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The service's own data (its name) comes from the API as it is.
    expect(await screen.findByRole('heading', { level: 1, name: 'AC Gas Refill' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'التقييم 4.7 من 5 نجوم' })).toBeInTheDocument();
    // The API's English keeps its own direction: '1 hr 30 mins' must not read 'mins 30 hr 1'.
    expect(screen.getByText('1 hr 30 mins').tagName).toBe('BDI');
    expect(screen.getByText('AC Gas Refill', { selector: 'h1 bdi' })).toBeInTheDocument();
    expect(screen.getByText('(347 تقييمًا)')).toBeInTheDocument();
    // Kuwaiti dinars as Arabic writes them: the amount with its 3 decimals (fils), then د.ك (Latin digits).
    expect(screen.getByText(/^24\.000 د\.ك$/).tagName).toBe('S');
    expect(screen.getByText(/^18\.000 د\.ك$/).tagName).toBe('SPAN');
    expect(screen.getByRole('button', { name: 'احجز الآن: AC Gas Refill' })).toHaveTextContent('احجز الآن');
    expect(screen.getByRole('heading', { name: 'سلة المشتريات' })).toBeInTheDocument();
    expect(screen.getByText('سلة المشتريات فارغة')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'خدمات مقترحة' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'AC Water Leakage Fix' });
    expect(within(card).getByText('(تقييمان)')).toBeInTheDocument();
    const details = within(card).getByRole('link', { name: 'عرض التفاصيل: AC Water Leakage Fix' });
    expect(details.querySelector('[aria-hidden="true"]')).toHaveClass('rtl:-scale-x-100');
    expect(within(card).getByRole('button', { name: 'احجز: AC Water Leakage Fix' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument();
  });

  it('lists a sub-category with the Arabic picker, counts and page title', async () => {
    vi.stubGlobal('fetch', stubApi({ 'service_by_sub_category/s1': envelope([current, other, third]) }).fetchStub);
    renderWithApp(
      <Routes>
        <Route path="/services/:subCategoryId/:categoryName" element={<ServicesListPage />} />
      </Routes>,
      { path: '/services/s1/AC%20Services', locale: 'ar' },
    );
    expect(screen.getByRole('list', { name: 'جارٍ تحميل الخدمات' })).toBeInTheDocument();
    expect(await screen.findByText('3 خيارات')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'اختر خدمة' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'الخدمات' })).toBeInTheDocument();
    expect(screen.getByText('(تقييم واحد)')).toBeInTheDocument();
    expect(document.title).toBe('AC Services · خدمة');
    // The picker's entries line up with the reading side.
    expect(screen.getByRole('button', { name: 'AC Duct Cleaning' })).toHaveClass('text-start');
  });

  it('invites a guest to sign up in Arabic', () => {
    renderWithApp(<SignUpBanner />, { locale: 'ar' });
    expect(screen.getByText(/سجّل الآن واطلب أول خدمة لك\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'أنشئ حسابك الآن' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('button', { name: 'إخفاء شريط التسجيل' })).toBeInTheDocument();
  });
});
