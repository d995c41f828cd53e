import {
  ArrowLeft,
  Banknote,
  ChartColumn,
  ClipboardList,
  FileCheck2,
  LayoutDashboard,
  ListRestart,
  Languages,
  LogOut,
  MapPinned,
  Menu,
  Settings,
  ShieldCheck,
  Tags,
  TicketPercent,
  UserRound,
  Wrench,
} from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { useLogOut } from '@/features/auth/hooks/use-log-out';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT, type MessageId } from '@/lib/i18n/use-t';

/** The console's sections, relative to where the console is mounted (/admin). */
const SECTIONS = [
  { to: '.', label: 'admin.nav.dashboard', icon: LayoutDashboard, end: true },
  { to: 'orders', label: 'admin.nav.orders', icon: ClipboardList },
  { to: 'catalogue', label: 'admin.nav.catalogue', icon: Tags },
  { to: 'applications', label: 'admin.nav.applications', icon: FileCheck2 },
  { to: 'customers', label: 'admin.nav.customers', icon: UserRound },
  { to: 'partners', label: 'admin.nav.partners', icon: Wrench },
  { to: 'admins', label: 'admin.nav.admins', icon: ShieldCheck },
  { to: 'payouts', label: 'admin.nav.payouts', icon: Banknote },
  { to: 'finance', label: 'admin.nav.finance', icon: ChartColumn },
  { to: 'areas', label: 'admin.nav.areas', icon: MapPinned },
  { to: 'promo-codes', label: 'admin.nav.promoCodes', icon: TicketPercent },
  { to: 'jobs', label: 'admin.nav.jobs', icon: ListRestart },
  { to: 'settings', label: 'admin.nav.settings', icon: Settings },
] as const satisfies ReadonlyArray<{ to: string; label: MessageId; icon: unknown; end?: boolean }>;

const linkClasses = (active: boolean) =>
  `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${
    active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
  }`;

function ConsoleNav({ onPick }: { onPick?: () => void }) {
  const t = useT();
  const [logOut, loggingOut] = useLogOut();
  return (
    <ul className="flex flex-col gap-1">
      {SECTIONS.map(({ to, label, icon: Icon, ...rest }) => (
        <li key={to}>
          <NavLink to={to} end={'end' in rest} onClick={onPick} className={({ isActive }) => linkClasses(isActive)}>
            <Icon className="size-4" aria-hidden="true" />
            {t(label)}
          </NavLink>
        </li>
      ))}
      <li className="mt-4 border-t border-slate-200 pt-4">
        <Link to="/" className={linkClasses(false)}>
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('admin.nav.backToSite')}
        </Link>
      </li>
      <li>
        <button
          type="button"
          disabled={loggingOut}
          onClick={() => void logOut()}
          className={`${linkClasses(false)} w-full text-red-700`}
        >
          <LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('admin.nav.signOut')}
        </button>
      </li>
    </ul>
  );
}

/**
 * The console's frame: a side nav on wide screens, a Menu button opening the same nav in a drawer on phones, the
 * language switch, and the page. It has the site's chrome of its own (it is mounted beside the site's layout).
 */
export function AdminLayout() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const [menuOpen, setMenuOpen] = useState(false);
  const other = locale === 'ar' ? 'en' : 'ar';

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('admin.layout.skipToContent')}
      </a>
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 lg:px-6">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label={t('admin.layout.menu')}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
          <p className="text-lg font-bold text-brand-800">{t('admin.layout.title')}</p>
        </div>
        <button
          type="button"
          onClick={() => void setLocale(other)}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          <Languages className="size-4" aria-hidden="true" />
          <span lang={other}>{t('admin.layout.otherLanguage')}</span>
        </button>
      </header>
      <div className="flex flex-1">
        <nav
          aria-label={t('admin.layout.nav')}
          className="hidden w-60 shrink-0 border-e border-slate-200 bg-white p-4 lg:block"
        >
          <ConsoleNav />
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 lg:p-8">
          <Outlet />
        </main>
      </div>
      <Modal open={menuOpen} onClose={() => setMenuOpen(false)} title={t('admin.layout.menu')} variant="drawer">
        <nav aria-label={t('admin.layout.nav')}>
          <ConsoleNav onPick={() => setMenuOpen(false)} />
        </nav>
      </Modal>
    </div>
  );
}
