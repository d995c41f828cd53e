import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { AccountButton } from '@/features/auth/components/account-button';
import { SiteLogo } from '@/features/catalog/components/site-logo';

/** The header of every page (spec §2): logo, search, the account button and the cart. */
export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <SiteLogo />
        <div className="min-w-0 flex-1" id="header-search" />
        <AccountButton />
        <Link
          to="/checkout"
          aria-label="Cart"
          className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <ShoppingCart className="size-6" aria-hidden="true" />
        </Link>
      </div>
    </header>
  );
}
