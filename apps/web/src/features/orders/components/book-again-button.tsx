import { RotateCcw } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { BookingDetail } from '@khidma/shared/schemas/order';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { useBookAgainMutation } from '../api/book-again';
import { bookAgainState } from '../hooks/use-preferred-partner';

/** Book again (issue 25): the completed order's services into the cart, then checkout with the same professional. */
export function BookAgainButton({ order, userId }: { order: BookingDetail; userId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [bookAgain, { isLoading }] = useBookAgainMutation();
  const start = async () => {
    try {
      await bookAgain({ userId, serviceIds: order.services_json.map((line) => line.serviceDetail._id) }).unwrap();
      void navigate('/checkout', { state: bookAgainState(order.partner) });
    } catch (error) {
      const message = refusalMessage(error, t('orders.bookAgain.failed'));
      void import('sonner').then(({ toast }) => toast.error(message));
    }
  };
  return (
    <Button variant="accent" size="sm" loading={isLoading} onClick={() => void start()}>
      <RotateCcw className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {t('orders.bookAgain.button')}
    </Button>
  );
}

/** At checkout: the professional Book again asks for, who gets the visit when free at the chosen time. */
export function PreferredPartnerNote({ firstName }: { firstName: string }) {
  const t = useT();
  return (
    <p className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
      {t('orders.bookAgain.preferred', { name: firstName })}
    </p>
  );
}
