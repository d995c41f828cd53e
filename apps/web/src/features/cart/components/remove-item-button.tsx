import { Trash2 } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';

type RemoveItemButtonProps = { serviceName: string; onRemove: () => void };

/** The bin beside a cart line, named with its service for screen readers ("Remove AC General Service"). */
export function RemoveItemButton({ serviceName, onRemove }: RemoveItemButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onRemove}
      className="rounded-full p-2 text-red-700 hover:bg-red-50"
      aria-label={t('cart.remove', { service: serviceName })}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}
