import { Route, Routes } from 'react-router';
import { PAGE_PATHS } from '@khidma/shared/pages';
import { GuestOnly, RequireRole, RequireUser } from './guards';
import { page } from './lazy-page';
import { PageOutlet, RootLayout } from './layout/root-layout';
import { NotFoundPage } from './routes/not-found-page';

// Home's English is in the first chunk (app/i18n/catalogue.ts): its page needs no other messages.
const HomePage = page(() => import('@/features/catalog/routes/home-page'), 'HomePage', []);
const ServiceDetailPage = page(() => import('@/features/catalog/routes/service-detail-page'), 'ServiceDetailPage');
const ServicesListPage = page(() => import('@/features/catalog/routes/services-list-page'), 'ServicesListPage');
const AuthPage = page(() => import('@/features/auth/routes/auth-page'), 'AuthPage');
const CheckoutPage = page(() => import('@/features/checkout/routes/checkout-page'), 'CheckoutPage');
const OrderDetailsPage = page(() => import('@/features/orders/routes/order-details-page'), 'OrderDetailsPage');
const PaymentSuccessPage = page(() => import('@/features/payments/routes/payment-success-page'), 'PaymentSuccessPage');
const PaymentFailedPage = page(() => import('@/features/payments/routes/payment-failed-page'), 'PaymentFailedPage');
const AccountPage = page(() => import('@/features/account/routes/account-page'), 'AccountPage');
const RegisterPartnerPage = page(
  () => import('@/features/partner/routes/register-partner-page'),
  'RegisterPartnerPage',
);
const TermsPage = page(() => import('@/features/legal/routes/terms-page'), 'TermsPage');
const PrivacyPolicyPage = page(() => import('@/features/legal/routes/privacy-policy-page'), 'PrivacyPolicyPage');
const AboutPage = page(() => import('@/features/legal/routes/about-page'), 'AboutPage');
const SupportPage = page(() => import('@/features/legal/routes/support-page'), 'SupportPage');
const DeliveryPage = page(() => import('@/features/legal/routes/delivery-page'), 'DeliveryPage');
const FaqOrdersPage = page(() => import('@/features/legal/routes/faq-orders-page'), 'FaqOrdersPage');
// The operations apps: each one lazy bundle with its own nested routes (issue 13), never loaded by a customer. They
// also say the customer pages' words (statuses, the map, payment methods, the server's messages).
const OPERATIONS = ['pages', 'operations'] as const;
const AdminApp = page(() => import('@/features/admin/admin-app'), 'default', OPERATIONS);
const PartnerApp = page(() => import('@/features/partner-portal/partner-app'), 'default', OPERATIONS);

/**
 * The page a link opens, fetched before the first render (or the hydration of the server's render): the server's
 * Link headers have already started its download with the first scripts, so the page paints with its content
 * instead of a loading screen first.
 */
export function preloadPage(pathname: string): Promise<void> {
  if (pathname === '/') return HomePage.preload();
  if (pathname.startsWith('/service/')) return ServiceDetailPage.preload();
  if (pathname.startsWith('/services/')) return ServicesListPage.preload();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return AdminApp.preload();
  if (pathname === '/partner' || pathname.startsWith('/partner/')) return PartnerApp.preload();
  return Promise.resolve();
}

/**
 * The route table of spec §2, its paths from the shared PAGE_PATHS (the server answers exactly those with the SPA).
 * Every page loads on demand, Home too (the server's HTML shows it before any script runs), so forms, zod and
 * the map never weigh on `/`. Declarative routes: the data router would add 17 KB gzip to `/` for loaders we do not use
 * (RTK Query fetches).
 */
export function AppRoutes() {
  return (
    <Routes>
      {/* The console brings its own frame (header, side nav, main). */}
      <Route element={<RequireRole role="admin" standalone />}>
        <Route element={<PageOutlet />}>
          <Route path={PAGE_PATHS.admin} element={<AdminApp />} />
        </Route>
      </Route>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path={PAGE_PATHS.serviceDetail} element={<ServiceDetailPage />} />
        <Route path={PAGE_PATHS.servicesList} element={<ServicesListPage />} />
        <Route path={PAGE_PATHS.registerPartner} element={<RegisterPartnerPage />} />
        <Route path={PAGE_PATHS.terms} element={<TermsPage />} />
        <Route path={PAGE_PATHS.privacyPolicy} element={<PrivacyPolicyPage />} />
        <Route path={PAGE_PATHS.advertisingPolicy} element={<PrivacyPolicyPage />} />
        <Route path={PAGE_PATHS.about} element={<AboutPage />} />
        <Route path={PAGE_PATHS.support} element={<SupportPage />} />
        <Route path={PAGE_PATHS.delivery} element={<DeliveryPage />} />
        <Route path={PAGE_PATHS.faqOrders} element={<FaqOrdersPage />} />
        <Route element={<GuestOnly />}>
          <Route path={PAGE_PATHS.auth} element={<AuthPage />} />
        </Route>
        <Route element={<RequireUser />}>
          <Route path={PAGE_PATHS.checkout} element={<CheckoutPage />} />
          <Route path={PAGE_PATHS.orderDetails} element={<OrderDetailsPage />} />
          <Route path={PAGE_PATHS.paymentSuccess} element={<PaymentSuccessPage />} />
          <Route path={PAGE_PATHS.paymentCanceled} element={<PaymentFailedPage />} />
          <Route path={PAGE_PATHS.account} element={<AccountPage />} />
        </Route>
        <Route element={<RequireRole role="partner" />}>
          <Route path={PAGE_PATHS.partner} element={<PartnerApp />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
