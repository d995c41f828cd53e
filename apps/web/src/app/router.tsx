import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PAGE_PATHS } from '@khidma/shared/pages';
import { GuestOnly, RequireRole, RequireUser } from './guards';
import { PageOutlet, RootLayout } from './layout/root-layout';
import { lazyComponent } from './lazy-component';
import { Toasts } from './toasts';

// The catalogue pages say the storefront's messages, as the frame does (app/i18n/catalogue.ts).
const STOREFRONT = ['storefront'] as const;
const HomePage = lazyComponent(() => import('@/features/catalog/routes/home-page'), 'HomePage', STOREFRONT);
const ServiceDetailPage = lazyComponent(
  () => import('@/features/catalog/routes/service-detail-page'),
  'ServiceDetailPage',
  STOREFRONT,
);
const ServicesListPage = lazyComponent(
  () => import('@/features/catalog/routes/services-list-page'),
  'ServicesListPage',
  STOREFRONT,
);
const AuthPage = lazyComponent(() => import('@/features/auth/routes/auth-page'), 'AuthPage');
const CheckoutPage = lazyComponent(() => import('@/features/checkout/routes/checkout-page'), 'CheckoutPage');
const OrderConfirmedPage = lazyComponent(
  () => import('@/features/checkout/routes/order-confirmed-page'),
  'OrderConfirmedPage',
);
const OrderDetailsPage = lazyComponent(() => import('@/features/orders/routes/order-details-page'), 'OrderDetailsPage');
const PaymentSuccessPage = lazyComponent(
  () => import('@/features/payments/routes/payment-success-page'),
  'PaymentSuccessPage',
);
const PaymentFailedPage = lazyComponent(
  () => import('@/features/payments/routes/payment-failed-page'),
  'PaymentFailedPage',
);
const AccountPage = lazyComponent(() => import('@/features/account/routes/account-page'), 'AccountPage');
const RegisterPartnerPage = lazyComponent(
  () => import('@/features/partner/routes/register-partner-page'),
  'RegisterPartnerPage',
);
const TermsPage = lazyComponent(() => import('@/features/legal/routes/terms-page'), 'TermsPage');
const PrivacyPolicyPage = lazyComponent(
  () => import('@/features/legal/routes/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const AboutPage = lazyComponent(() => import('@/features/legal/routes/about-page'), 'AboutPage');
const SupportPage = lazyComponent(() => import('@/features/legal/routes/support-page'), 'SupportPage');
const DeliveryPage = lazyComponent(() => import('@/features/legal/routes/delivery-page'), 'DeliveryPage');
const NotFoundPage = lazyComponent(() => import('./routes/not-found-page'), 'NotFoundPage', []);
const FaqOrdersPage = lazyComponent(() => import('@/features/legal/routes/faq-orders-page'), 'FaqOrdersPage');
// The operations apps: each one lazy bundle with its own nested routes (issue 13), never loaded by a customer. They
// also say the customer pages' words (statuses, the map, payment methods, the server's messages).
const OPERATIONS = ['storefront', 'pages', 'operations'] as const;
const AdminApp = lazyComponent(() => import('@/features/admin/admin-app'), 'default', OPERATIONS);
const PartnerApp = lazyComponent(() => import('@/features/partner-portal/partner-app'), 'default', OPERATIONS);

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
    <>
      {/* Its own boundary: a page whose code is still loading never hides a toast. */}
      <Suspense fallback={null}>
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
              <Route path={PAGE_PATHS.orderConfirmed} element={<OrderConfirmedPage />} />
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
      </Suspense>
      <Toasts />
    </>
  );
}
