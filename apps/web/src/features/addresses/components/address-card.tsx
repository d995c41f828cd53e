import { Pencil, Trash2 } from 'lucide-react';
import type { Address } from '@khidma/shared/schemas/address';
import { COUNTRY_CODE } from '@khidma/shared/constants';
import { useAddressLine } from '@/components/ui/address-parts';
import { PhoneNumber } from '@/components/ui/phone-field';
import { KuwaitAddress } from '@/components/ui/kuwait-address';
import { useLocale } from '@/lib/i18n/locale-context';
import { areaName } from '@/lib/kuwait-areas';
import { useT } from '@/lib/i18n/use-t';

type AddressCardProps = {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  /** While another address is edited or the add flow is open. */
  disabled?: boolean;
};

/**
 * One saved address (spec §2, in Kuwait's form): area, block, street, house ... and the directions (an address saved
 * before them: its flat, line and pincode), then the phone.
 */
export function AddressCard({ address, onEdit, onDelete, disabled }: AddressCardProps) {
  const t = useT();
  const { locale } = useLocale();
  const title = useAddressLine()(
    address.house
      ? [address.area && areaName(address.area, locale), t('ui.address.house', { value: address.house })]
      : [address.flatNo, address.address],
  );
  return (
    <article className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
          {t(`addresses.type.${address.addressType}`)}
        </p>
        <p className="text-slate-900">
          <KuwaitAddress address={address} />
        </p>
        <p className="text-slate-600">
          {t('addresses.card.phone')}{' '}
          <PhoneNumber countryCode={address.country_code || COUNTRY_CODE} phone={address.phoneNo} />
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
