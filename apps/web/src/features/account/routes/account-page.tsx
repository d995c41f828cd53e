import { Menu } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { ACCOUNT_CONTENT_MAX_WIDTH_PX, ACCOUNT_TABS, type AccountTab } from '@/lib/constants';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { AddressBook } from '@/features/addresses/components/address-book';
import { useLogOut } from '@/features/auth/hooks/use-log-out';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';
import { OrdersList } from '@/features/orders/components/orders-list';
import { useT } from '@/lib/i18n/use-t';
import { ACCOUNT_TAB_LABELS, AccountNav } from '../components/account-nav';
import { ProfileSettings } from '../components/profile-settings';
import { NotificationSettingsSection } from '../components/notification-settings';

const isTab = (value: string | undefined): value is AccountTab => ACCOUNT_TABS.includes(value as AccountTab);

/** /account/logout: Sign Out as a place to go (spec §2): clears the session and reloads. */
function SignOut() {
  const t = useT();
  const [logOut] = useLogOut();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logOut();
  }, [logOut]);
  return (
    <div className="flex justify-center py-10 text-brand-700">
      <Spinner label={t('account.signingOut')} className="size-8" />
    </div>
  );
}

/**
 * The account area (spec §2): a 'My Account' drawer on small screens, the 'Account Dashboard' side panel on wide
 * ones, and the tab's content at most 1200 px wide.
 */
export function AccountPage() {
  const t = useT();
  const { tab } = useParams();
  const user = useSessionUser();
  const [drawerOpen, setDrawerOpen] = useState(false);

  if (!isTab(tab)) return <Navigate to="/account/details" replace />;
  if (!user) return null;

  return (
    <div className="mx-auto w-full px-4 py-6 lg:py-10" style={{ maxWidth: ACCOUNT_CONTENT_MAX_WIDTH_PX }}>
      <div className="mb-4 lg:hidden">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          <Menu className="size-4" aria-hidden="true" />
          {t('account.menu')}
        </button>
        <Modal variant="drawer" open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('account.myAccount')}>
          <nav aria-label={t('account.myAccount')}>
            <AccountNav onPick={() => setDrawerOpen(false)} />
          </nav>
        </Modal>
      </div>

      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-labelledby="account-dashboard-title" className="hidden lg:block">
          <div className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 id="account-dashboard-title" className="px-3 pb-3 text-base font-semibold text-slate-900">
              {t('account.dashboard')}
            </h2>
            <nav aria-label={t('account.dashboard')}>
              <AccountNav />
            </nav>
          </div>
        </aside>

        <div className="min-w-0">
          <h1 className="mb-5 text-2xl font-bold text-slate-900">{t(ACCOUNT_TAB_LABELS[tab])}</h1>
          {tab === 'details' ? <ProfileSettings user={user} /> : null}
          {tab === 'details' ? <NotificationSettingsSection /> : null}
          {tab === 'orders' ? <OrdersList userId={user._id} /> : null}
          {tab === 'address' ? <AddressBook userId={user._id} /> : null}
          {tab === 'logout' ? <SignOut /> : null}
        </div>
      </div>
    </div>
  );
}
