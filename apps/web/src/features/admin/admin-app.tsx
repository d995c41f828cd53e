import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router';
import { useT } from '@/lib/i18n/use-t';
import { AdminLayout } from './components/admin-layout';
import { PageHeader, PageLoading } from './components/query-states';
import { AdminsPage } from './routes/admins-page';
import { ApplicationPage } from './routes/application-page';
import { AreasPage } from './routes/areas-page';
import { ApplicationsPage } from './routes/applications-page';
import { CataloguePage } from './routes/catalogue-page';
import { CustomersPage } from './routes/customers-page';
import { DashboardPage } from './routes/dashboard-page';
import { JobsPage } from './routes/jobs-page';
import { OrderPage } from './routes/order-page';
import { OrdersPage } from './routes/orders-page';
import { PartnersPage } from './routes/partners-page';
import { PromoCodesPage } from './routes/promo-codes-page';
import { PayoutsPage } from './routes/payouts-page';
import { SettingsPage } from './routes/settings-page';

/** The finance page brings the chart library: its own chunk, loaded when an admin opens it (design §6). */
const FinancePage = lazy(() => import('./routes/finance-page'));

function FinanceRoute() {
  const t = useT();
  return (
    <Suspense fallback={<PageLoading label={t('admin.finance.loading')} />}>
      <FinancePage />
    </Suspense>
  );
}

function ConsoleNotFound() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('admin.notFound.title')} />
      <Link to=".." className="text-brand-800 hover:underline">
        {t('admin.notFound.back')}
      </Link>
    </>
  );
}

/**
 * The admin console, mounted at /admin/* behind the admin guard (app/router.tsx), in its own lazy bundle. Its paths
 * are relative to where it is mounted.
 */
export default function AdminApp() {
  return (
    <Routes>
      {/* A path (not a pathless layout): relative links inside resolve from the console's root, not the URL. */}
      <Route path="/" element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:ordId" element={<OrderPage />} />
        <Route path="catalogue" element={<CataloguePage />} />
        <Route path="applications" element={<ApplicationsPage />} />
        <Route path="applications/:id" element={<ApplicationPage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="partners" element={<PartnersPage />} />
        <Route path="admins" element={<AdminsPage />} />
        <Route path="areas" element={<AreasPage />} />
        <Route path="promo-codes" element={<PromoCodesPage />} />
        <Route path="payouts" element={<PayoutsPage />} />
        <Route path="finance" element={<FinanceRoute />} />
        <Route path="jobs" element={<JobsPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<ConsoleNotFound />} />
      </Route>
    </Routes>
  );
}

export { AdminApp };
