import { Pencil, Trash2 } from 'lucide-react';
import type { Address } from '@khidma/shared/schemas/address';
import { useAddressLine } from '@/components/ui/address-parts';
import { useT } from '@/lib/i18n/use-t';
import { PhoneNumber } from '@/components/ui/phone-field';
import { COUNTRY_CODE } from '@khidma/shared/constants';

type AddressCardProps = {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  /** While another address is edited or the add flow is open. */
  disabled?: boolean;
};

/** One saved address (spec §2): flat number and address line, 'Near' landmark, phone and pincode. */
export function AddressCard({ address, onEdit, onDelete, disabled }: AddressCardProps) {
  const t = useT();
  const title = useAddressLine()([address.flatNo, address.address]);
  return (
    <article className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
          {t(`addresses.type.${address.addressType}`)}
        </p>
        <p className="font-semibold text-slate-900">{title}</p>
        {address.landmark ? (
          <p className="text-slate-600">{t('addresses.card.near', { landmark: address.landmark })}</p>
        ) : null}
        <p className="text-slate-600">
          {t('addresses.card.phone')} <PhoneNumber countryCode={COUNTRY_CODE} phone={address.phoneNo} /> ·{' '}
          {t('addresses.card.pincode')} {address.pincode}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <button
          type="button"
          onClick={onEdit}
          disabled={disabled}
          className="rounded-full p-2 text-slate-700 hover:bg-slate-100 disabled:opacity-40"
          aria-label={t('addresses.card.edit', { address: title })}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={disabled}
          className="rounded-full p-2 text-red-700 hover:bg-red-50 disabled:opacity-40"
          aria-label={t('addresses.card.delete', { address: title })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
    </article>
  );
}
