import { CircleUserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { useSessionUser } from '../hooks/use-session-user';

const AccountMenuItems = lazy(async () => ({ default: (await import('./account-menu-items')).AccountMenuItems }));

/**
 * The header's account button (spec §2): 'Login' to /auth for a guest; 'My Account' for a stored user, a labelled
 * button on wide screens and an icon (with the same accessible name) on small ones, opening a menu with 'Profile'
 * and 'Logout'. The menu follows the ARIA menu button pattern (account-menu-items.tsx); a click outside closes it.
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
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

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
        <Suspense fallback={null}>
          <AccountMenuItems id={menuId} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
