import { X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';
import { useT } from '@/lib/i18n/use-t';

const DISMISSED_KEY = 'signUpBannerDismissed';

const unchanging = () => () => {};

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage unavailable: the banner stays closed until the page reloads.
  }
}

/**
 * The guest's invitation on Home (spec §2): only while no login entry is stored. A dismissal holds for the
 * browser tab (sessionStorage), so the banner does not come back on every visit to Home. The server renders a
 * guest's page, so the tab's dismissal is read once the page is hydrated.
 */
export function SignUpBanner() {
  const t = useT();
  const user = useSessionUser();
  const dismissedBefore = useSyncExternalStore(unchanging, readDismissed, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (user || dismissedBefore || dismissed) return null;

  return (
    <div className="bg-accent-400 text-slate-900 signed-in:hidden">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 text-sm">
        <p className="flex-1">
          {t('catalog.banner.text')}{' '}
          <Link to="/auth" className="font-semibold whitespace-nowrap underline underline-offset-2">
            {t('catalog.banner.signUp')}
          </Link>
        </p>
        <button
          type="button"
          onClick={() => {
            rememberDismissed();
            setDismissed(true);
          }}
          className="rounded-full p-1.5 hover:bg-black/10"
          aria-label={t('catalog.banner.dismiss')}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
