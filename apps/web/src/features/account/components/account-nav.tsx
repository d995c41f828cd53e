import { LogOut, MapPin, Package, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import type { AccountTab } from '@/lib/constants';
import { useLogOut } from '@/features/auth/hooks/use-log-out';
import { useT, type MessageId } from '@/lib/i18n/use-t';

/** The tabs' names (spec §2): the catalogue keys of 'Account Details', 'Order History', 'Saved Addresses', 'Sign Out'. */
export const ACCOUNT_TAB_LABELS = {
  details: 'account.tab.details',
  orders: 'account.tab.orders',
  address: 'account.tab.address',
  logout: 'account.tab.logout',
} as const satisfies Record<AccountTab, MessageId>;

const linkClasses = (active: boolean) =>
  `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${
    active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
  }`;

const icons = { details: UserRound, orders: Package, address: MapPin } as const;

/** The account tabs (spec §2): details, orders, address as links; Sign Out clears the session and reloads. */
export function AccountNav({ onPick }: { onPick?: () => void }) {
  const t = useT();
  const [logOut, loggingOut] = useLogOut();
  return (
    <ul className="flex flex-col gap-1">
      {(['details', 'orders', 'address'] as const).map((tab) => {
        const Icon = icons[tab];
        return (
          <li key={tab}>
            <NavLink to={`/account/${tab}`} onClick={onPick} className={({ isActive }) => linkClasses(isActive)}>
              <Icon className="size-4" aria-hidden="true" />
              {t(ACCOUNT_TAB_LABELS[tab])}
            </NavLink>
          </li>
        );
      })}
      <li>
        <button
          type="button"
          disabled={loggingOut}
          onClick={() => void logOut()}
          className={`${linkClasses(false)} w-full text-red-700`}
        >
          <LogOut className="size-4" aria-hidden="true" />
          {t(ACCOUNT_TAB_LABELS.logout)}
        </button>
      </li>
    </ul>
  );
}
