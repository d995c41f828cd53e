import type { Service } from '@khidma/shared/schemas/catalog';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { useCart } from '../hooks/use-cart';
import { forgetPendingBook, rememberPendingBook } from '../pending-book';
import { LoginRequiredModal } from './login-required-modal';

type BookButtonProps = {
  service: Service;
  /** The visible labels: 'Book' / 'Remove' on a card, 'Book Now' / 'Remove from Cart' on the detail page. */
  addLabel: string;
  removeLabel: string;
  size?: ButtonProps['size'];
  className?: string;
};

/**
 * The Book / Remove toggle (spec §4: Book when the service is not in the cart, Remove when it is). A guest gets
 * the 'Login Required' modal and nothing is added. The accessible name carries the service ("Book: AC Repair"),
 * so a page full of cards has no two buttons with the same name.
 */
export function BookButton({ service, addLabel, removeLabel, size = 'md', className = '' }: BookButtonProps) {
  const t = useT();
  const cart = useCart();
  const [loginOpen, setLoginOpen] = useState(false);
  const inCart = cart.has(service._id);
  const label = inCart ? removeLabel : addLabel;

  const toggle = () => {
    if (inCart) cart.remove(service._id);
    else if (!cart.add(service)) {
      rememberPendingBook(service);
      setLoginOpen(true);
    }
  };
  // 'Continue browsing': the guest chose not to log in for this Book, so a later login does not add it.
  const closeLogin = () => {
    forgetPendingBook();
    setLoginOpen(false);
  };

  return (
    <>
      <Button
        variant={inCart ? 'secondary' : 'primary'}
        size={size}
        className={className}
        onClick={toggle}
        aria-label={t('cart.book.named', { action: label, service: service.ServiceName })}
      >
        {label}
      </Button>
      <LoginRequiredModal open={loginOpen} onClose={closeLogin} />
    </>
  );
}
