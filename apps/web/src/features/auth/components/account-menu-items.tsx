import { LogOut, UserRound } from 'lucide-react';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/use-t';
import { useLogOut } from '../hooks/use-log-out';

const itemClasses =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm font-medium text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

type AccountMenuItemsProps = {
  id: string;
  /** Closes the menu; `refocus`: give the focus back to the button that opened it. */
  onClose: (refocus?: boolean) => void;
};

/**
 * The account menu's 'Profile' and 'Logout' (spec §2), in a chunk of their own: Logout needs the API client,
 * which the header does not load for its first paint. Opened, the first item takes the focus; arrows, Home and End
 * move, Escape closes, Tab leaves.
 */
export function AccountMenuItems({ id, onClose }: AccountMenuItemsProps) {
  const t = useT();
  const [logOut, loggingOut] = useLogOut();
  const menu = useRef<HTMLUListElement>(null);
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // In the commit that shows the menu, not after its paint: a key pressed at once already moves within it.
  useLayoutEffect(() => {
    items()[0]?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      list[(move + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  }

  return (
    <ul
      ref={menu}
      id={id}
      role="menu"
      aria-label={t('auth.account.myAccount')}
      onKeyDown={onKeyDown}
      className="absolute end-0 z-40 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
    >
      <li role="none">
        <Link
          to="/account/details"
          role="menuitem"
          tabIndex={-1}
          onClick={() => onClose(false)}
          className={itemClasses}
        >
          <UserRound className="size-4" aria-hidden="true" />
          {t('auth.account.profile')}
        </Link>
      </li>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          disabled={loggingOut}
          onClick={() => void logOut()}
          className={itemClasses}
        >
          <LogOut className="size-4" aria-hidden="true" />
          {t('auth.account.logout')}
        </button>
      </li>
    </ul>
  );
}
