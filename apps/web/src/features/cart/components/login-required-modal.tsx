import { Link, useLocation } from 'react-router';
import { loginPath } from '@khidma/shared/return-to';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/use-t';

type LoginRequiredModalProps = { open: boolean; onClose: () => void };

/**
 * What a guest sees on Book or Book Now (spec §2 Service card): nothing is added until they log in. The login
 * brings them back to this page (issue 25), and the Book the caller remembered is then done.
 */
export function LoginRequiredModal({ open, onClose }: LoginRequiredModalProps) {
  const t = useT();
  const { pathname, search, hash } = useLocation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('cart.loginRequired.title')}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cart.loginRequired.continue')}
          </Button>
          <Link to={loginPath(pathname + search + hash)} className={buttonClasses('primary')}>
            {t('cart.loginRequired.login')}
          </Link>
        </>
      }
    >
      <p className="text-slate-700">{t('cart.loginRequired.message')}</p>
    </Modal>
  );
}
