import { Link } from 'react-router';
import type { CartItem } from '@khidma/shared/schemas/cart';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { QuantityStepper } from '@/features/cart/components/quantity-stepper';
import { RemoveItemButton } from '@/features/cart/components/remove-item-button';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';

type CartStepProps = {
  items: CartItem[];
  onRemove: (serviceId: string) => void;
  onQuantityChange: (serviceId: string, quantity: number) => void;
};

/** Step 1: the services in the cart, each with how many (AC units, rooms) and removable. */
export function CartStep({ items, onRemove, onQuantityChange }: CartStepProps) {
  const t = useT();
  const { money } = useFormat();
  if (!items.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
        <p className="font-semibold">{t('checkout.cart.empty')}</p>
        <Link to="/" className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
          {t('checkout.cart.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li
          key={item._id}
          className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
        >
          <ResponsiveImage
            src={item.Image}
            sizes="96px"
            width={96}
            height={72}
            load="eager"
            className="h-18 w-24 shrink-0 rounded-lg object-cover"
          />
          {/* At least 10rem: on a phone the quantity and remove buttons wrap to a row of their own. */}
          <div className="min-w-40 flex-1">
            <p className="font-semibold text-slate-900">{item.ServiceName}</p>
            <p className="text-sm text-slate-600">{item.SrvSubCategoryName}</p>
            <p className="text-sm font-semibold">{money(item.Price)}</p>
          </div>
          <div className="ms-auto flex items-center gap-2">
            <QuantityStepper
              serviceName={item.ServiceName}
              quantity={item.quantity}
              onChange={(quantity) => onQuantityChange(item._id, quantity)}
            />
            <RemoveItemButton serviceName={item.ServiceName} onRemove={() => onRemove(item._id)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
