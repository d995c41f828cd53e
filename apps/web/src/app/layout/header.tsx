import { BriefcaseBusiness, LayoutDashboard, ShoppingCart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { AccountButton } from '@/features/auth/components/account-button';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';
import { HeaderSearch } from '@/features/search/components/header-search';
import { useT } from '@/lib/i18n/use-t';
import { LanguageSwitch } from './language-switch';

// The logo comes from the API (logo_list): its code loads with the first page that queries. The server's HTML
// shows it until then; a page rendered here shows the logo's own loading placeholder.
// The cart's count brings the API client too: the link is named 'Cart' until it is here.
const CartCount = lazy(async () => ({ default: (await import('@/features/cart/components/cart-count')).CartCount }));
const SiteLogo = lazy(async () => ({ default: (await import('@/features/catalog/components/site-logo')).SiteLogo }));

/**
 * The header of every page (spec §2): logo, search, the language, the account button and the cart; an admin also
 * has 'Console' (/admin) and a partner 'My jobs' (/partner).
 */
export function Header() {
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* Below 640 px the search takes a row of its own under the logo, account and cart. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 sm:h-16 sm:flex-nowrap sm:py-0">
        <Suspense fallback={<Skeleton className="h-10 w-40 shrink-0" />}>
          <SiteLogo />
        </Suspense>
        <div className="order-last min-w-0 basis-full sm:order-none sm:flex-1 sm:basis-auto">
          <HeaderSearch />
        </div>
        <div className="ms-auto flex items-center gap-3">
          <LanguageSwitch />
          <OperationsLink />
          <AccountButton />
          <Link
            to="/checkout"
            className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <ShoppingCart className="size-6" aria-hidden="true" />
            <Suspense fallback={<span className="sr-only">{t('layout.header.cart')}</span>}>
              <CartCount />
            </Suspense>
          </Link>
        </div>
      </div>
    </header>
  );
}

const operations = {
  admin: { to: '/admin', label: 'layout.header.console', Icon: LayoutDashboard },
  partner: { to: '/partner', label: 'layout.header.myJobs', Icon: BriefcaseBusiness },
} as const;

/** The way back to an admin's or partner's own app from any page; an icon alone below 640 px. */
function OperationsLink() {
  const t = useT();
  const role = useSessionUser()?.role;
  if (role !== 'admin' && role !== 'partner') return null;
  const { to, label, Icon } = operations[role];
  return (
    <Link
      to={to}
      aria-label={t(label)}
      className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
    >
      <Icon className="size-5" aria-hidden="true" />
      <span className="max-sm:sr-only">{t(label)}</span>
    </Link>
  );
}
