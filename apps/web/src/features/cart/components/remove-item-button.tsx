import { Trash2 } from 'lucide-react';

type RemoveItemButtonProps = { serviceName: string; onRemove: () => void };

/** The bin beside a cart line, named with its service for screen readers ("Remove AC General Service"). */
export function RemoveItemButton({ serviceName, onRemove }: RemoveItemButtonProps) {
  return (
    <button
      type="button"
      onClick={onRemove}
      className="rounded-full p-2 text-red-700 hover:bg-red-50"
      aria-label={`Remove ${serviceName}`}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}
