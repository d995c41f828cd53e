import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

type LoginRequiredModalProps = { open: boolean; onClose: () => void };

/** What a guest sees on Book or Book Now (spec §2 Service card): nothing is added until they log in. */
export function LoginRequiredModal({ open, onClose }: LoginRequiredModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Login Required"
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Continue Browsing
          </Button>
          <Link to="/auth" className={buttonClasses('primary')}>
            Go to Login
          </Link>
        </>
      }
    >
      <p className="text-slate-700">You need to log in to add services to your cart.</p>
    </Modal>
  );
}
