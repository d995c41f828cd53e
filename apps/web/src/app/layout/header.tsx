import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { AccountButton } from '@/features/auth/components/account-button';
import { SiteLogo } from '@/features/catalog/components/site-logo';
import { HeaderSearch } from '@/features/search/components/header-search';
import { useT } from '@/lib/i18n/use-t';
import { LanguageSwitch } from './language-switch';

/** The header of every page (spec §2): logo, search, the language, the account button and the cart. */
export function Header() {
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* Below 640 px the search takes a row of its own under the logo, account and cart. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 sm:h-16 sm:flex-nowrap sm:py-0">
        <SiteLogo />
        <div className="order-last min-w-0 basis-full sm:order-none sm:flex-1 sm:basis-auto">
          <HeaderSearch />
        </div>
        <div className="ms-auto flex items-center gap-3">
          <LanguageSwitch />
          <AccountButton />
          <Link
            to="/checkout"
            aria-label={t('app.header.cart')}
            className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <ShoppingCart className="size-6" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </header>
  );
}
