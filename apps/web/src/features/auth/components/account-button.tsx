import { CircleUserRound, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { useLogOut } from '../hooks/use-log-out';
import { useSessionUser } from '../hooks/use-session-user';

const itemClasses =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm font-medium text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

/**
 * The header's account button (spec §2): 'Login' to /auth for a guest; 'My Account' for a stored user, a labelled
 * button on wide screens and an icon (with the same accessible name) on small ones, opening a menu with 'Profile'
 * and 'Logout'. The menu follows the ARIA menu button pattern: arrows move, Escape and a click outside close it.
 */
export function AccountButton() {
  const user = useSessionUser();
  const t = useT();
  if (!user) {
    return (
      <Link
        to="/auth"
        aria-label={t('auth.account.login')}
        className={buttonClasses('primary', 'md', 'max-sm:w-11 max-sm:px-0 signed-in:invisible')}
      >
        <CircleUserRound className="size-5 sm:hidden" aria-hidden="true" />
        <span className="max-sm:sr-only">{t('auth.account.login')}</span>
      </Link>
    );
  }
  return <AccountMenu />;
}

function AccountMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [logOut, loggingOut] = useLogOut();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      list[(move + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label={t('auth.account.myAccount')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={buttonClasses('secondary', 'md', 'max-sm:w-11 max-sm:px-0')}
      >
        <CircleUserRound className="size-5" aria-hidden="true" />
        <span className="max-sm:sr-only">{t('auth.account.myAccount')}</span>
      </button>
      {open ? (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('auth.account.myAccount')}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 z-40 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <li role="none">
            <Link
              to="/account/details"
              role="menuitem"
              tabIndex={-1}
              onClick={() => close(false)}
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
      ) : null}
    </div>
  );
}
