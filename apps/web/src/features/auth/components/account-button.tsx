import { CircleUserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useSessionUser } from '../hooks/use-session-user';

/** 'Login' for a guest, 'My Account' for a stored user: a labelled button on wide screens, an icon on small ones. */
export function AccountButton() {
  const user = useSessionUser();
  const label = user ? 'My Account' : 'Login';
  const to = user ? '/account/details' : '/auth';
  return (
    <Link
      to={to}
      aria-label={label}
      className={buttonClasses(user ? 'secondary' : 'primary', 'md', 'max-sm:w-11 max-sm:px-0')}
    >
      <CircleUserRound className="size-5 sm:hidden" aria-hidden="true" />
      <span className="max-sm:sr-only">{label}</span>
    </Link>
  );
}
